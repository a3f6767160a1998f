const { createAppConfig } = require('../packages/web-kit/build/webpack-app.cjs');

// A remote, deployed on its own: the shell finds it through /remotes.json and mounts its ./routes at /casino.
module.exports = createAppConfig({
  appDir: __dirname,
  publicPath: 'auto',
  federation: {
    name: 'mf_casino',
    filename: 'remoteEntry.js',
    exposes: { './routes': './src/routes.tsx' },
  },
});
