import { DEFAULT_SLIP_STAKE_CENTS } from '@sb/domain';

/**
 * Where the slip is used. Spec section 4: the sportsbook page starts items at $0 and shows the mode tabs only
 * with more than one bet; the live-betting, prop and event flows start items at $10 and offer "reset all
 * stakes to $10". The event page's slip is the same slip as everywhere else (issue 22): it offers Cash or Free
 * Play and posts the sportsbook payload (the spec's event-page payload shape, which has no balance type, stays
 * accepted by the server for other clients).
 */
export type SlipFlow = {
  name: 'sportsbook' | 'live' | 'props' | 'event';
  defaultStakeCents: number;
  canResetStakes: boolean;
  canUseFreePlay: boolean;
  payloadShape: 'sportsbook' | 'eventPage';
};

export const SPORTSBOOK_FLOW: SlipFlow = {
  name: 'sportsbook',
  defaultStakeCents: 0,
  canResetStakes: false,
  canUseFreePlay: true,
  payloadShape: 'sportsbook',
};

export const LIVE_FLOW: SlipFlow = {
  name: 'live',
  defaultStakeCents: DEFAULT_SLIP_STAKE_CENTS,
  canResetStakes: true,
  canUseFreePlay: true,
  payloadShape: 'sportsbook',
};

export const PROPS_FLOW: SlipFlow = { ...LIVE_FLOW, name: 'props' };

export const EVENT_FLOW: SlipFlow = { ...LIVE_FLOW, name: 'event' };
