import type { CasinoGame } from '../casino/index.js';
import type { CasinoEvent } from './casino-events.js';
import { evolveRound, startedRound, type CasinoRoundRecord } from './casino-round-record.js';

/** The pair rounds are drawn from now; `nonce` is the nonce of the next round (= rounds played under it). */
export type CurrentSeeds = { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number };

type PerGame = Partial<Record<CasinoGame, CasinoRoundRecord>>;

/**
 * What the wallet remembers of the casino: the current seed pair (null until the first casino command), the
 * round in play per game (at most one), and the last finished round per game (to tell a late action on it from
 * an unknown round id without keeping every round ever played).
 */
export type CasinoWalletState = { seeds: CurrentSeeds | null; open: PerGame; lastEnded: PerGame };

export const emptyCasinoWallet: CasinoWalletState = { seeds: null, open: {}, lastEnded: {} };

const withoutGame = (rounds: PerGame, game: CasinoGame): PerGame => {
  const { [game]: _removed, ...rest } = rounds;
  return rest;
};

export const evolveCasinoWallet = (state: CasinoWalletState, event: CasinoEvent): CasinoWalletState => {
  switch (event.type) {
    case 'CasinoSeedsCommitted': {
      const { serverSeed, serverSeedHash, clientSeed } = event.data;
      return { ...state, seeds: { serverSeed, serverSeedHash, clientSeed, nonce: 0 } };
    }
    case 'CasinoClientSeedChanged':
      return state.seeds ? { ...state, seeds: { ...state.seeds, clientSeed: event.data.clientSeed } } : state;
    case 'CasinoSeedsRotated':
      return { ...state, seeds: { ...event.data.next, nonce: 0 } };
    case 'CasinoRoundStarted': {
      const seeds = state.seeds && { ...state.seeds, nonce: event.data.nonce + 1 };
      return { ...state, seeds, open: { ...state.open, [event.data.game]: startedRound(event) } };
    }
    case 'CasinoRoundActed': {
      const round = state.open[event.data.game];
      return round ? { ...state, open: { ...state.open, [event.data.game]: evolveRound(round, event) } } : state;
    }
    case 'CasinoRoundEnded': {
      const round = state.open[event.data.game];
      if (!round) return state;
      const ended = evolveRound(round, event);
      return {
        ...state,
        open: withoutGame(state.open, event.data.game),
        lastEnded: { ...state.lastEnded, [event.data.game]: ended },
      };
    }
  }
};
