// One webpack configuration for the shell and the three remotes, so they are built the same way and differ
// only in their federation options. Facts behind the choices are in /work/shared/notes/toolchain.md.
const path = require('node:path');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

/**
 * @param {object} options
 * @param {string} options.appDir the app's folder (its src/index.ts is the entry, dist/ the output)
 * @param {'/' | 'auto'} options.publicPath '/' for the shell; 'auto' lets a remote find its own files
 *   relative to its manifest, wherever it is deployed
 * @param {object} options.federation ModuleFederationPlugin options without `shared` and `dts`
 * @param {Record<string, string>} [options.entry] the shell has a page entry; a remote has none (its
 *   container, remoteEntry.js, is added by the federation plugin)
 * @param {object[]} [options.plugins]
 */
function createAppConfig({ appDir, publicPath, federation, entry = {}, plugins = [] }) {
  const { federationShared } = require('./federation-shared.cjs');
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: appDir,
      entry,
      devtool: 'source-map',
      output: {
        path: path.join(appDir, 'dist'),
        // A content hash in `filename` breaks the federation runtime module; entries keep stable names and
        // are served no-cache, every other chunk carries its hash and is cached for a year.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:12].js',
        publicPath,
        clean: true,
        uniqueName: federation.name,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic' } },
                  target: 'es2020',
                },
              },
            },
          },
          // @sb/domain is pure functions; marking it side-effect free lets webpack keep only what is used
          // (formatMoney) instead of every decider behind its index.
          { test: /[\\/]packages[\\/]domain[\\/]dist[\\/]/, sideEffects: false },
        ],
      },
      optimization: {
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({ ...federation, shared: federationShared(appDir), dts: false }),
        ...plugins,
      ],
    };
  };
}

module.exports = { createAppConfig };
