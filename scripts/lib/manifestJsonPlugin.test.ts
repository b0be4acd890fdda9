import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import type { PluginManifestJson } from '../../src/federation/pluginManifest';
import { ManifestJsonPlugin, outputHash } from './manifestJsonPlugin';

/** A container exposing one module, which loads another on demand. */
const fixture: Record<string, string> = {
  'src/widget.js': `export const mount = () => import(/* webpackChunkName: "dialog" */ './dialog');\n`,
  'src/dialog.js': `export const dialog = 'the dialog';\n`,
};

const manifest = (hash: string): PluginManifestJson => ({
  remote: { name: 'fixture', entry: 'remoteEntry.js', hash },
  languages: ['en'],
  routes: [],
  slots: [{ id: 'widget', module: './widget', props: [] }],
  menu: [],
});

let root: string;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'manifest-json-'));
  for (const [file, text] of Object.entries(fixture)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Builds the fixture, `dialog` saying `dialogText`; returns the JSON manifest written beside the entry. */
function build(outDir: string, dialogText = 'the dialog'): Promise<PluginManifestJson> {
  fs.writeFileSync(path.join(root, 'src/dialog.js'), `export const dialog = ${JSON.stringify(dialogText)};\n`);
  const compiler = webpack({
    mode: 'production',
    context: root,
    devtool: 'source-map',
    entry: {},
    output: { path: path.join(root, outDir), chunkFilename: '[name].[contenthash:8].js' },
    plugins: [
      new webpack.container.ContainerPlugin({
        name: 'fixture',
        filename: 'remoteEntry.js',
        exposes: { './widget': './src/widget' },
      }),
      new ManifestJsonPlugin({ filename: 'plugin-manifest.json', manifest }),
    ],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats || stats.hasErrors()) {
        reject(error ?? new Error(stats?.toString('errors-only')));
        return;
      }
      resolve(JSON.parse(fs.readFileSync(path.join(root, outDir, 'plugin-manifest.json'), 'utf8')));
    });
  });
}

/** The hash of the JavaScript and CSS files a build wrote, read back from disk. */
function hashOnDisk(outDir: string): string {
  const dir = path.join(root, outDir);
  const files = fs.readdirSync(dir).filter((file) => /\.(?:js|css)$/.test(file));
  return outputHash(files.map((name) => ({ name, content: fs.readFileSync(path.join(dir, name)) })));
}

describe('ManifestJsonPlugin', () => {
  let first: PluginManifestJson;
  let again: PluginManifestJson;
  let changed: PluginManifestJson;

  beforeAll(async () => {
    first = await build('first');
    again = await build('again');
    changed = await build('changed', 'the new dialog');
  }, 60_000);

  it('writes the manifest beside remoteEntry.js with the hash of the files the build wrote', () => {
    expect(fs.existsSync(path.join(root, 'first', 'remoteEntry.js'))).toBe(true);
    expect(first).toEqual(manifest(hashOnDisk('first')));
  });

  it('keeps the hash for the same output and changes it when a lazily loaded file changes', () => {
    expect(again.remote.hash).toBe(first.remote.hash);
    expect(changed.remote.hash).not.toBe(first.remote.hash);
    expect(changed.remote.hash).toBe(hashOnDisk('changed'));
  });
});

describe('outputHash', () => {
  const file = (name: string, text: string) => ({ name, content: Buffer.from(text) });

  it('depends on the names and contents of the files, not on their order', () => {
    const files = [file('remoteEntry.js', 'entry'), file('1.js', 'chunk')];
    expect(outputHash(files)).toBe(outputHash([...files].reverse()));
    expect(outputHash(files)).not.toBe(outputHash([file('remoteEntry.js', 'entry'), file('2.js', 'chunk')]));
    expect(outputHash(files)).not.toBe(outputHash([file('remoteEntry.js', 'entry'), file('1.js', 'chunk!')]));
  });
});
