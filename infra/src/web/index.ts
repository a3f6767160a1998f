export { serveWeb } from './serve-web.js';
export {
  readWebOptions,
  remotesManifest,
  remoteUrlVariable,
  type RemoteDeployment,
  type RemotesManifestBody,
  type WebOptions,
} from './web-options.js';
export { isSpaRoute } from './spa-routes.js';
export { repoRootFromInfra, webRequestListener } from './web-listener.js';
