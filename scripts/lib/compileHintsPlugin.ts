import path from 'node:path';
import { sources, type Chunk, type Compilation, type Compiler, type NormalModule } from 'webpack';

/**
 * V8's explicit compile hint: a script whose first line is this comment has all its functions
 * compiled while it downloads, on a background thread, instead of each one on the main thread
 * the first time it is called (https://v8.dev/blog/explicit-compile-hints). Engines without
 * the hint read a comment.
 */
export const compileHint = '//# allFunctionsCalledOnLoad';

export interface CompileHintsOptions {
  /**
   * Modules (from the project root, with or without their extension) whose `import()`s load a
   * page's first render: the manifest, each area's route table and loader. Every chunk such an
   * import loads gets the hint.
   */
  importers: string[];
  /** Modules whose chunks get the hint wherever they are loaded from (React, which every page renders with). */
  modules: RegExp;
}

const withoutExtension = (file: string) => file.replace(/\.[cm]?[jt]sx?$/, '');

/**
 * Puts the compile hint on the JavaScript files of the chunks a page runs as soon as it mounts,
 * so its first render does not stop to compile the code it calls. Code loaded later (dialogs,
 * panels, the editor, the map) keeps V8's lazy compilation: compiling it eagerly would only cost.
 * Runs after minification (which drops comments) and before the source maps are written, which
 * account for the added line.
 */
export class CompileHintsPlugin {
  constructor(private readonly options: CompileHintsOptions) {}

  apply(compiler: Compiler): void {
    const importers = new Set(
      this.options.importers.map((file) => withoutExtension(path.resolve(compiler.context, file))),
    );
    compiler.hooks.thisCompilation.tap(CompileHintsPlugin.name, (compilation) => {
      // Chunks are named by the build's hash, and webpack does not rewrite a file whose hashed name
      // it finds on disk: a build with the hints must not share its names with one without.
      compilation.hooks.fullHash.tap(CompileHintsPlugin.name, (hash) => hash.update(compileHint));
      compilation.hooks.processAssets.tap(
        {
          name: CompileHintsPlugin.name,
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
        },
        () => {
          for (const file of this.hintedFiles(compilation, importers)) {
            compilation.updateAsset(file, (source) => new sources.ConcatSource(`${compileHint}\n`, source));
          }
        },
      );
    });
  }

  private hintedFiles(compilation: Compilation, importers: Set<string>): Set<string> {
    const chunks = new Set<Chunk>();
    for (const group of compilation.chunkGroups) {
      const importedByPage = group.origins.some((origin) => {
        const resource = (origin.module as NormalModule | null)?.resource;
        return resource !== undefined && importers.has(withoutExtension(resource));
      });
      if (importedByPage) for (const chunk of group.chunks) chunks.add(chunk);
    }
    for (const chunk of compilation.chunks) {
      const holdsModule = [...compilation.chunkGraph.getChunkModulesIterable(chunk)].some((module) =>
        this.options.modules.test(module.nameForCondition() ?? ''),
      );
      if (holdsModule) chunks.add(chunk);
    }
    return new Set([...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))));
  }
}
