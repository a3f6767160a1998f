export {
  DEFAULT_SLIP_STAKE_CENTS,
  MAX_PAYOUT_CENTS,
  MAX_STAKE_CENTS,
  MIN_STAKE_CENTS,
  QUICK_STAKES_CENTS,
  QUICK_STAKES_DOLLARS,
} from './limits.js';
export { SLIP_MESSAGES, type SlipRule } from './slip-messages.js';
export { validateSlip, type BetMode, type SlipLeg, type SlipToValidate, type SlipVerdict } from './validate-slip.js';
