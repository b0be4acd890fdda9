import crypto from 'node:crypto';
import { sources, type Compiler } from 'webpack';
import type { PluginManifestJson } from '../../src/federation/pluginManifest';

export interface OutputFile {
  name: string;
  content: Buffer;
}

/** A hash of the files a host loads (JavaScript and stylesheets), names and contents: any change to one changes it. */
export function outputHash(files: OutputFile[]): string {
  const hash = crypto.createHash('sha256');
  for (const { name, content } of [...files].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    hash.update(`${name}\0${content.length}\0`);
    hash.update(content);
  }
  return hash.digest('hex').slice(0, 20);
}

export interface ManifestJsonOptions {
  /** The JSON file's name in the output directory. */
  filename: string;
  /** The manifest, given the hash of the build's output. */
  manifest: (hash: string) => PluginManifestJson;
}

/**
 * Writes the plugin's manifest as a JSON file beside remoteEntry.js once every other file is
 * final (minified, hinted, mapped), with the hash of those files, so a host that caches the JSON
 * sees a new build.
 */
export class ManifestJsonPlugin {
  constructor(private readonly options: ManifestJsonOptions) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(ManifestJsonPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: ManifestJsonPlugin.name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = compilation
            .getAssets()
            .filter(({ name }) => /\.(?:js|css)$/.test(name))
            .map(({ name, source }) => ({ name, content: source.buffer() }));
          const json = JSON.stringify(this.options.manifest(outputHash(files)));
          compilation.emitAsset(this.options.filename, new sources.RawSource(json), { minimized: true });
        },
      );
    });
  }
}
