import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { compileHint, CompileHintsPlugin } from './compileHintsPlugin';

/**
 * A page table importing a page, which imports a dialog on demand, which imports a widget:
 * the page is a first render, the dialog is not, the widget is named by the `modules` option.
 * The container exposes a module nothing else imports.
 */
const fixture: Record<string, string> = {
  'src/index.js': `import { pages } from './pages';\nwindow.page = pages.list;\n`,
  'src/pages.js': `export const pages = { list: () => import(/* webpackChunkName: "list" */ './list') };\n`,
  'src/list.js': `export function render(target) {\n  target.textContent = 'the list';\n  return import(/* webpackChunkName: "dialog" */ './dialog');\n}\n`,
  'src/dialog.js': `export function open(target) {\n  target.textContent = 'the dialog';\n  return import(/* webpackChunkName: "widget" */ './widget');\n}\n`,
  'src/widget.js': `export const widget = (target) => { target.textContent = 'the widget'; };\n`,
  'src/standalone.js': `export const standalone = (target) => { target.textContent = 'exposed only'; };\n`,
};

let root: string;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  for (const [file, text] of Object.entries(fixture)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Builds the fixture in production mode with source maps; returns the output files by chunk name. */
function build(outDir: string, hints?: { modules: RegExp }): Promise<Map<string, string>> {
  const compiler = webpack({
    mode: 'production',
    context: root,
    devtool: 'source-map',
    entry: { main: './src/index.js' },
    output: { path: path.join(root, outDir), filename: '[name].js', chunkFilename: '[name].[fullhash:8].js' },
    plugins: [
      new webpack.container.ContainerPlugin({
        name: 'fixture',
        exposes: { './standalone': { import: './src/standalone', name: 'standalone' } },
      }),
      ...(hints
        ? [new CompileHintsPlugin({ importers: ['./src/pages'], exposed: ['./src/standalone'], ...hints })]
        : []),
    ],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats || stats.hasErrors()) {
        reject(error ?? new Error(stats?.toString('errors-only')));
        return;
      }
      const files = fs.readdirSync(path.join(root, outDir)).filter((file) => file.endsWith('.js'));
      resolve(new Map(files.map((file) => [file.split('.')[0], file])));
    });
  });
}

const read = (outDir: string, file: string) => fs.readFileSync(path.join(root, outDir, file), 'utf8');
/** A chunk's code without its source-map reference (which names the file). */
const codeOf = (outDir: string, file: string) => read(outDir, file).replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '');
const mappingsOf = (outDir: string, file: string) =>
  (JSON.parse(read(outDir, `${file}.map`)) as { mappings: string }).mappings;

describe('CompileHintsPlugin', () => {
  let hinted: Map<string, string>;
  let plain: Map<string, string>;
  let withoutWidget: Map<string, string>;

  beforeAll(async () => {
    hinted = await build('hinted', { modules: /[\\/]widget\.js$/ });
    plain = await build('plain');
    withoutWidget = await build('without-widget', { modules: /^$/ });
  }, 60_000);

  it("puts the hint on the first line of the chunks a page table imports or the container exposes, and of the named modules' chunks", () => {
    const starts = (name: string) => read('hinted', hinted.get(name)!).startsWith(`${compileHint}\n`);
    expect({
      list: starts('list'),
      widget: starts('widget'),
      standalone: starts('standalone'),
      dialog: starts('dialog'),
      main: starts('main'),
    }).toEqual({ list: true, widget: true, standalone: true, dialog: false, main: false });
  });

  it('keeps the minified code after the hint and shifts the source map by the added line', () => {
    const listFile = hinted.get('list')!;
    expect(codeOf('hinted', listFile)).toBe(`${compileHint}\n${codeOf('plain', plain.get('list')!)}`);
    expect(read('hinted', listFile)).toContain('the list');
    expect(mappingsOf('hinted', listFile)).toBe(`;${mappingsOf('plain', plain.get('list')!)}`);
  });

  it('names the files after which chunks carry the hint, so neither webpack nor a browser keeps a stale chunk', () => {
    expect(hinted.get('list')).not.toBe(plain.get('list'));
    expect(read('without-widget', withoutWidget.get('widget')!)).not.toContain(compileHint);
    expect(withoutWidget.get('widget')).not.toBe(hinted.get('widget'));
  });
});
