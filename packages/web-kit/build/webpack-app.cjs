// One webpack configuration for the shell and the three remotes, so they are built the same way and differ
// only in their federation options. Facts behind the choices are in /work/shared/notes/toolchain.md.
const path = require('node:path');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

/**
 * One federation runtime per page: the shell (the only consumer, it exposes nothing) publishes its runtime-core as
 * a global and each remote's remoteEntry.js uses it instead of carrying its own copy. The shell adds the publishing
 * plugin itself, in its ES module build: `experiments.provideExternalRuntime` adds the CommonJS one, which brings a
 * second copy of runtime-core into main.js.
 */
function oneFederationRuntime(federation) {
  if (federation.exposes) return { experiments: { externalRuntime: true } };
  const plugin = path.join(
    path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
    'index.js',
  );
  return { runtimePlugins: [...(federation.runtimePlugins ?? []), plugin] };
}

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
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // The shared 'react-router-dom' is the few exports the apps use, not the whole library (see that file).
        alias: { 'react-router-dom$': path.join(__dirname, 'shared-react-router.mjs') },
      },
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
          // @sb/contracts is zod schemas and constants with no side effect: the shell needs only its route table,
          // and without this flag importing it pulled every schema, zod and zod-to-openapi into the first load.
          { test: /[\\/]packages[\\/]contracts[\\/]dist[\\/]/, sideEffects: false },
        ],
      },
      optimization: {
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
        splitChunks: {
          cacheGroups: {
            // lucide-react's icon runtime and React's JSX runtime are a few KiB, under splitChunks' minimum size, so
            // each async chunk that used them carried its own copy (three in a first visit to /): one chunk instead.
            jsxAndIconRuntime: {
              test: /[\\/]node_modules[\\/](lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])|react[\\/](cjs[\\/]react-jsx-runtime|jsx-runtime))/,
              name: 'jsx-icon-runtime',
              chunks: 'async',
              minSize: 0,
              enforce: true,
              priority: 20,
            },
          },
        },
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          ...federation,
          shared: federationShared(appDir),
          dts: false,
          ...oneFederationRuntime(federation),
        }),
        ...plugins,
      ],
    };
  };
}

module.exports = { createAppConfig };
