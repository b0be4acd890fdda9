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
  /** The modules the container exposes for hosts that import a route or slot directly (as written in `exposes`). */
  exposed: string[];
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
      let hinted = new Set<Chunk>();
      // Chunks are named by the build's hash, and webpack does not rewrite a file whose hashed name
      // it finds on disk: which chunks carry the hint is part of the hash.
      compilation.hooks.fullHash.tap(CompileHintsPlugin.name, (hash) => {
        hinted = this.hintedChunks(compilation, importers);
        hash.update(
          `${compileHint} ${[...hinted]
            .map((chunk) => String(chunk.id))
            .sort()
            .join(',')}`,
        );
      });
      compilation.hooks.processAssets.tap(
        {
          name: CompileHintsPlugin.name,
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
        },
        () => {
          for (const file of [...hinted].flatMap((chunk) => [...chunk.files])) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(file, (source) => new sources.ConcatSource(`${compileHint}\n`, source));
          }
        },
      );
    });
  }

  /** The chunks a page's import loads, and those holding the named modules. */
  private hintedChunks(compilation: Compilation, importers: Set<string>): Set<Chunk> {
    const exposed = new Set(this.options.exposed);
    const chunks = new Set<Chunk>();
    for (const group of compilation.chunkGroups) {
      const importedByPage = group.origins.some((origin) => {
        const resource = (origin.module as NormalModule | null)?.resource;
        if (resource === undefined) return exposed.has(origin.request);
        return importers.has(withoutExtension(resource));
      });
      if (importedByPage) for (const chunk of group.chunks) chunks.add(chunk);
    }
    for (const chunk of compilation.chunks) {
      const holdsModule = [...compilation.chunkGraph.getChunkModulesIterable(chunk)].some((module) =>
        this.options.modules.test(module.nameForCondition() ?? ''),
      );
      if (holdsModule) chunks.add(chunk);
    }
    return chunks;
  }
}
