const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createAppConfig } = require('../packages/web-kit/build/webpack-app.cjs');

// The host: no static remotes. Which remotes exist and where they live is read at run time from /remotes.json,
// so each remote is deployed and versioned on its own.
const shellConfig = ({ pageHeadings, lookUpPageHeading }) =>
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
        // The fixed page headings and the lookup pageHeadingOf runs on them (@sb/contracts), so the skeleton index.html
        // paints shows the heading of the page being opened before any script has loaded, by the same rule.
        templateParameters: {
          pageHeadings: JSON.stringify(pageHeadings).replace(/</g, '\\u003c'),
          lookUpPageHeading: inlineScriptSource(lookUpPageHeading),
        },
      }),
    ],
  });

/** A function's own source, for an inline script: refused if it could end the script element early. */
const inlineScriptSource = (fn) => {
  const source = fn.toString();
  if (/<\/script|<!--/i.test(source)) throw new Error(`${fn.name}'s source cannot be written into an inline script`);
  return source;
};

// @sb/contracts is an ES module: imported, not required, by this CommonJS config.
module.exports = async (env, argv) => {
  const { PAGE_HEADINGS, lookUpPageHeading } = await import('@sb/contracts');
  return shellConfig({ pageHeadings: PAGE_HEADINGS, lookUpPageHeading })(env, argv);
};
