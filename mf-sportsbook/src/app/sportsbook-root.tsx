import { Provider } from 'react-redux';
import { Outlet } from 'react-router-dom';
import type { SportsbookStore } from './store';
import { sportsbookStore } from './store';

/** The layout route around every sportsbook screen: it provides the remote's store (and so the bet slip). */
export function SportsbookRoot({ store = sportsbookStore }: { store?: SportsbookStore }) {
  return (
    <Provider store={store}>
      <Outlet />
    </Provider>
  );
}
