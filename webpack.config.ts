import path from 'node:path';
import webpack, { type Chunk, type ChunkGraph, type Configuration, type Module } from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { exposes } from './src/exposes';
import { remoteName } from './src/federation/exposedModules';
import { manifestJson } from './src/federation/manifestJson';
import {
  deferredAreaFile,
  deferredAreaSource,
  loaderChunkName,
  manifestModule,
  routeChunkName,
} from './src/federation/manifestModule';
import { slots } from './src/manifest';
import { areas } from './src/routes';
import { reactShared } from './src/federation/shared';
import { bundledTranslations } from './scripts/lib/bundledTranslations';
import { CopyFilePlugin } from './scripts/lib/copyFilePlugin';
import { CompileHintsPlugin } from './scripts/lib/compileHintsPlugin';
import { ManifestJsonPlugin } from './scripts/lib/manifestJsonPlugin';

const root = __dirname;
/** The container's entry; plugin-manifest.json beside it names it. */
const remoteEntryFile = 'remoteEntry.js';
const isProduction = process.env.NODE_ENV !== 'development';

const swcRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: { loader: 'swc-loader' },
};

const styleLoaders = [
  { loader: 'css-loader', options: { importLoaders: 2, sourceMap: false } },
  {
    loader: 'postcss-loader',
    options: { postcssOptions: { config: path.join(root, 'postcss.config.js') } },
  },
  {
    loader: 'sass-loader',
    options: {
      sourceMap: false,
      sassOptions: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
];

/**
 * Bootstrap is compiled with every selector moved under .sd-root so the host keeps its own look.
 * The plugin's main stylesheet, needed by every application and slot, ships as a CSS file (the
 * chunk loader adds its link tag before the chunk runs), so the browser parses it off the script
 * thread. The small stylesheets of lazily loaded parts (dialogs, filters, the editor) come with
 * their chunks' JavaScript: as files of their own they would be repeated in each chunk using them.
 */
const scopedStyleRules = [
  { test: /[\\/]plugin\.scss$/, use: [MiniCssExtractPlugin.loader, ...styleLoaders] },
  { test: /\.s?css$/, exclude: /[\\/]plugin\.scss$/, use: ['style-loader', ...styleLoaders] },
];

/**
 * remoteEntry.js maps every chunk id to its file name. In production a chunk is named by its id
 * and the build's hash, so that map is one expression whatever the number of chunks (with names
 * or per-chunk hashes it grows with every area); a new build renames every chunk. Development
 * builds keep readable names.
 */
const chunkFilename = isProduction ? '[id].[fullhash:8]' : '[name].[contenthash:8]';

/**
 * The libraries every route application and slot runs on (translations, queries, the single-spa
 * adapter) ship as one chunk, downloaded once whichever area opens first. By default webpack
 * would cut them into one chunk per set of areas using them, so a list would fetch the same
 * libraries in several files, each compressed on its own.
 */
const framework = {
  test: /[\\/]node_modules[\\/](?:i18next|react-i18next|@tanstack[\\/](?:query-core|react-query)|single-spa-react|use-sync-external-store)[\\/]/,
  name: 'framework',
  chunks: 'async',
  enforce: true,
} as const;

/**
 * An area with a loader (see AreaLoader) has the manifest download the loader and the area's
 * routes at once, so the routes' chunks cannot count on what the loader brought: webpack would
 * copy the project modules both use (the list's calls, keys and early request) into the routes'
 * chunk. They get a small chunk of their own that both load (the routes find it loaded or on its
 * way, nothing is fetched twice); it runs after the larger shared groups, so it takes only what
 * those left.
 */
const areasWithLoader = areas.filter(({ application }) => application?.loader).map(({ id }) => id);
/** The module exposed as ./routes/<id> for an area with a loader, written from the registry (deferredAreaSource). */
const deferredAreaRules = areas
  .filter(({ application }) => application?.loader)
  .map((area) => ({
    test: path.join(root, deferredAreaFile),
    resourceQuery: `?area=${area.id}`,
    enforce: 'pre' as const,
    use: {
      loader: path.join(root, 'scripts/lib/generatedModuleLoader.cjs'),
      options: { source: deferredAreaSource(area) },
    },
  }));
const loaderChunks = new Set(areasWithLoader.map(loaderChunkName));
const loaderAreaChunks = new Set([...loaderChunks, ...areasWithLoader.map(routeChunkName)]);
const isLoaderChunk = (chunk: Chunk) => loaderChunks.has(chunk.name ?? '');
const sharedWithLoader = {
  chunks: (chunk: Chunk) => loaderAreaChunks.has(chunk.name ?? ''),
  test: (module: Module, { chunkGraph }: { chunkGraph: ChunkGraph }) =>
    [...chunkGraph.getModuleChunksIterable(module)].some(isLoaderChunk),
  minChunks: 2,
  minSize: 0,
  priority: -30,
  enforce: true,
};

/**
 * The modules whose imports load a page's first render: the manifest (routes, slots, loaders),
 * each area's route table (its screens) and loader, and the routes and slots the container
 * exposes to hosts that import them directly. Their chunks, and React's, are compiled
 * while they download (V8's compile hint), so a page's first render does not stop to compile.
 */
const compileHints = new CompileHintsPlugin({
  importers: [
    './src/plugin.ts',
    ...areas.flatMap(({ application }) =>
      application?.loader ? [application.module, application.loader] : application ? [application.module] : [],
    ),
  ],
  exposed: Object.entries(exposes).flatMap(([name, module]) => (name === './plugin' ? [] : [module])),
  modules: /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/,
});

const common: Configuration = {
  mode: isProduction ? 'production' : 'development',
  devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: { '@': path.join(root, 'src') } },
  performance: { hints: false },
  stats: 'errors-warnings',
};

/** The federated remote a host loads at runtime: dist/plugin/remoteEntry.js and its lazy chunks. */
const remote: Configuration = {
  ...common,
  name: 'plugin',
  entry: {},
  output: {
    path: path.join(root, 'dist/plugin'),
    publicPath: 'auto',
    uniqueName: 'serviceDesk',
    filename: '[name].[contenthash:8].js',
    chunkFilename: `${chunkFilename}.js`,
    clean: true,
  },
  module: {
    rules: [
      swcRule,
      ...scopedStyleRules,
      // The manifest is written from the registry here, so the host's first chunk holds data, not declarations.
      {
        test: path.join(root, 'src/plugin.ts'),
        enforce: 'pre',
        use: {
          loader: path.join(root, 'scripts/lib/generatedModuleLoader.cjs'),
          options: { source: manifestModule(areas, slots) },
        },
      },
      ...deferredAreaRules,
      // An area's or a resource's index.ts only re-exports: what a caller does not use of it stays out of its chunk.
      { test: /[\\/]src[\\/](?:features|api)[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
    ],
  },
  // The plugin's own modules and the other libraries share chunks by the set of areas using them,
  // when what they share is worth a file of its own (60,000 bytes of source, about 8 KB gzip);
  // smaller shared parts go with each area's chunk, so a screen's first load is a few files.
  optimization: {
    splitChunks: { minSize: 60_000, cacheGroups: { defaultVendors: false, framework, sharedWithLoader } },
  },
  plugins: [
    new webpack.NormalModuleReplacementPlugin(
      /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
      path.join(root, 'scripts/lib/axiosFetchAdapterOmitted.js'),
    ),
    new webpack.NormalModuleReplacementPlugin(
      /[\\/]axios[\\/]lib[\\/](?:helpers[\\/]HttpStatusCode|cancel[\\/]CancelToken)\.js$/,
      path.join(root, 'scripts/lib/axiosStaticOmitted.js'),
    ),
    new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: `${chunkFilename}.css` }),
    ...(isProduction ? [compileHints] : []),
    // The same manifest as data, for hosts that read it before loading any of the plugin's code.
    new ManifestJsonPlugin({
      filename: 'plugin-manifest.json',
      manifest: (hash) =>
        manifestJson(areas, slots, {
          entry: remoteEntryFile,
          hash,
          translations: bundledTranslations(path.join(root, 'src/i18n')),
        }),
    }),
    new ModuleFederationPlugin({
      name: remoteName,
      filename: remoteEntryFile,
      exposes,
      shared: reactShared,
      dts: false,
      manifest: false,
      // The host's federation runtime serves the remote too (a host loading it registers
      // injectExternalRuntimeCorePlugin), so remoteEntry.js does not download a second copy.
      experiments: {
        externalRuntime: true,
        optimization: { disableSnapshot: true, target: 'web', disableRemote: true },
      },
    }),
  ],
};

/** The demo host help-desk: plain TypeScript and single-spa, no React of its own. */
const hostShim: Configuration = {
  ...common,
  name: 'host-shim',
  entry: { host: './host-shim/main.ts' },
  output: {
    path: path.join(root, 'dist/host-shim'),
    publicPath: '/host/',
    filename: '[name].js',
    clean: true,
  },
  module: {
    rules: [swcRule, { test: /\.css$/, use: ['style-loader', 'css-loader'] }],
  },
  // The server fills in the template's %PLACEHOLDERS% on every page request.
  plugins: [new CopyFilePlugin('host-shim/index.html', 'index.html')],
};

export default [remote, hostShim];
