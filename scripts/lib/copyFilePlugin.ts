import fs from 'node:fs';
import path from 'node:path';
import { sources, type Compiler } from 'webpack';

/** Emits one file unchanged into the output directory (the host page template), rebuilt when it changes. */
export class CopyFilePlugin {
  constructor(
    private readonly from: string,
    private readonly to: string,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(CopyFilePlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: CopyFilePlugin.name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const file = path.resolve(compiler.context, this.from);
          compilation.fileDependencies.add(file);
          // Marked minimized: webpack's default minimizer would rewrite HTML (unquoting attributes around placeholders).
          compilation.emitAsset(this.to, new sources.RawSource(fs.readFileSync(file)), { minimized: true });
        },
      );
    });
  }
}
