import { selectionToggled, slipCleared } from '../bet-slip/bet-slip-slice';
import { SlipBody } from '../bet-slip/slip-body';
import type { SportsbookStore } from './create-store';
import { createSportsbookStore } from './create-store';

/**
 * What the slip's chunk brings: Redux Toolkit, the slice and a store of it, the slip's controls under its heading,
 * and the actions the parts drawn before it (an odds button, the slip's heading) send.
 */
export type SlipStoreKit = {
  store: SportsbookStore;
  selectionToggled: typeof selectionToggled;
  slipCleared: typeof slipCleared;
  SlipBody: typeof SlipBody;
};

export const createSlipStoreKit = (): SlipStoreKit => ({
  store: createSportsbookStore(),
  selectionToggled,
  slipCleared,
  SlipBody,
});
