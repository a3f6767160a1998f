const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createAppConfig } = require('../packages/web-kit/build/webpack-app.cjs');

// The host: no static remotes. Which remotes exist and where they live is read at run time from /remotes.json,
// so each remote is deployed and versioned on its own.
const shellConfig = (pageHeadings) =>
  createAppConfig({
    appDir: __dirname,
    publicPath: '/',
    entry: { main: './src/index.ts' },
    federation: {
      name: 'shell',
      remotes: {},
      manifest: false,
      // Shared modules come from what is already loaded (the shell's own React and friends), so a page initialises
      // only the remote it shows: the default, 'version-first', fetched and ran every remote's remoteEntry.js on each
      // page to compare versions (casino's and admin's on the sportsbook home).
      shareStrategy: 'loaded-first',
      runtimePlugins: [path.join(__dirname, 'src/federation/remote-fallback-plugin.ts')],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'public/index.html'),
        // Emitted as /favicon.svg with its <link rel="icon">, so no page load asks for a missing /favicon.ico.
        favicon: path.join(__dirname, 'public/favicon.svg'),
        scriptLoading: 'defer',
        // The fixed page headings (@sb/contracts PAGE_HEADINGS), so the skeleton index.html paints shows the heading
        // of the page being opened before any script has loaded.
        templateParameters: { pageHeadings: JSON.stringify(pageHeadings).replace(/</g, '\\u003c') },
      }),
    ],
  });

// @sb/contracts is an ES module: imported, not required, by this CommonJS config.
module.exports = async (env, argv) => {
  const { PAGE_HEADINGS } = await import('@sb/contracts');
  return shellConfig(PAGE_HEADINGS)(env, argv);
};
