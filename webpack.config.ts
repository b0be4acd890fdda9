import path from 'node:path';
import type { Configuration } from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { reactShared } from './src/federation/shared';
import { CopyFilePlugin } from './scripts/lib/copyFilePlugin';

const root = __dirname;
const isProduction = process.env.NODE_ENV !== 'development';

const swcRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: { loader: 'swc-loader' },
};

/** Bootstrap is compiled with every selector moved under .sd-root so the host keeps its own look. */
const scopedStyleRule = {
  test: /\.s?css$/,
  use: [
    'style-loader',
    // No CSS source maps: style-loader would ship them inside the JS chunks.
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
  ],
};

const common: Configuration = {
  mode: isProduction ? 'production' : 'development',
  devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
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
    chunkFilename: '[name].[contenthash:8].js',
    clean: true,
  },
  module: { rules: [swcRule, scopedStyleRule] },
  plugins: [
    new ModuleFederationPlugin({
      name: 'serviceDesk',
      filename: 'remoteEntry.js',
      exposes: {
        './plugin': './src/plugin.ts',
        './routes/problems': './src/federation/routes/problems.tsx',
        './routes/changes': './src/federation/routes/changes.tsx',
        './routes/change-approval': './src/federation/routes/changeApproval.tsx',
        './slots/ticket-associates': './src/federation/slots/ticket-associates.tsx',
        './slots/ticket-action-bar': './src/federation/slots/ticket-action-bar.tsx',
        './slots/ticket-problem-row': './src/federation/slots/ticket-problem-row.tsx',
        './slots/agent-permissions-box': './src/federation/slots/agent-permissions-box.tsx',
        './slots/user-permissions-button': './src/federation/slots/user-permissions-button.tsx',
        './slots/asset-picker-field': './src/federation/slots/asset-picker-field.tsx',
      },
      shared: reactShared,
      dts: false,
      manifest: false,
      experiments: {
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
