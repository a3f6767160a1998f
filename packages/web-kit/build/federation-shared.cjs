// The libraries the shell and every remote must load exactly once. React and the router hold module state
// (hooks dispatcher, router context); styled-components holds the theme context; react-query holds the
// QueryClient context; @sb/web-kit holds the session hooks, the toast store and the read-your-writes log
// position. Two copies of any of them would split that state between apps.
const fs = require('node:fs');
const path = require('node:path');

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'styled-components',
  '@tanstack/react-query',
  '@sb/web-kit',
  '@sb/web-kit/overlays',
  '@sb/web-kit/disclosure',
];
// Redux is not shared: only the sportsbook remote has a store, and a shared library is bundled whole (no tree
// shaking), which put all of @reduxjs/toolkit, immer and react-redux in the first load.

/**
 * Reads the installed version so hosts and remotes that do not list a library still agree on it. Walks up
 * from the resolved entry because some packages (web-kit among them) do not export their package.json.
 */
function installedVersion(appDir, name) {
  // '@sb/web-kit/overlays' and '/disclosure' are subpaths of the '@sb/web-kit' package.
  const packageName = name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');
  let dir = path.dirname(require.resolve(name, { paths: [appDir] }));
  while (dir !== path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const { name: found, version } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
      if (found === packageName) return version;
    }
    dir = path.dirname(dir);
  }
  throw new Error(`Cannot find the package.json of ${name} from ${appDir}`);
}

/**
 * The `shared` option of ModuleFederationPlugin, identical for the host and the remotes. No `requiredVersion`: a
 * singleton is used whatever its version (a range only ever gave a console warning), and checking the range ran
 * the runtime's semver parser, which builds its regular expressions on every call, for each shared module each app
 * consumes: 6-8 ms of a phone's first load of / on this machine, most of it in main.js's long task.
 */
function federationShared(appDir) {
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const version = installedVersion(appDir, name);
      return [name, { singleton: true, version, requiredVersion: false }];
    }),
  );
}

module.exports = { federationShared, SINGLETONS, webKitDir: path.resolve(__dirname, '..') };
