const { createAppConfig } = require('../packages/web-kit/build/webpack-app.cjs');

// A remote: the shell finds it through /remotes.json -> /remotes/mf-sportsbook/mf-manifest.json and mounts the
// route elements exposed as ./routes. publicPath 'auto' resolves its chunks next to its own manifest.
module.exports = createAppConfig({
  appDir: __dirname,
  publicPath: 'auto',
  federation: {
    name: 'mf_sportsbook',
    filename: 'remoteEntry.js',
    exposes: { './routes': './src/routes.tsx' },
  },
});
