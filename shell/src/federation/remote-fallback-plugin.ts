import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { unavailableRemoteModule } from './remote-unavailable';

/**
 * Registered in the host's federation runtime (webpack `runtimePlugins`). The runtime reports a failure
 * several times on its way up (manifest fetch 'afterResolve', shared negotiation 'beforeLoadShare', then
 * 'onLoad' for the loadRemote call itself); only 'onLoad' expects a module back, so that is where the
 * fallback is given. Earlier stages return nothing and let the failure continue to it.
 */
export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'sb-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`Remote module ${id} could not be loaded`, error);
      return unavailableRemoteModule(id, error);
    },
  };
}
