import { createContext, useContext } from 'react';
import type { BetOutcome } from './use-place-bet';

/**
 * Where a Place Bet's answer goes. Under a SlipDock the dock shows it (the sheet closes on success, so the
 * dialog cannot live inside it); a slip on its own (unit specs) shows its own dialog.
 */
export const SlipOutcomeContext = createContext<((outcome: BetOutcome) => void) | null>(null);

export const useSlipOutcomeReport = () => useContext(SlipOutcomeContext);
