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

/** `rounds` with `round` as the game's (a copy: the state is immutable; a handful of games at most). */
const withGame = (rounds: PerGame, game: CasinoGame, round: CasinoRoundRecord): PerGame => {
  const copy: PerGame = Object.assign({}, rounds);
  copy[game] = round;
  return copy;
};

/** The pair `seeds` names, with this client seed and nonce (field by field: a round start passes here). */
const seedsWith = (seeds: Omit<CurrentSeeds, 'nonce'>, clientSeed: string, nonce: number): CurrentSeeds => ({
  serverSeed: seeds.serverSeed,
  serverSeedHash: seeds.serverSeedHash,
  clientSeed,
  nonce,
});

/** Built field by field: every casino event of a wallet's fold passes here, and object spreads cost more. */
export const evolveCasinoWallet = (state: CasinoWalletState, event: CasinoEvent): CasinoWalletState => {
  const { seeds, open, lastEnded } = state;
  switch (event.type) {
    case 'CasinoSeedsCommitted': {
      const { serverSeed, serverSeedHash, clientSeed } = event.data;
      return { seeds: { serverSeed, serverSeedHash, clientSeed, nonce: 0 }, open, lastEnded };
    }
    case 'CasinoClientSeedChanged':
      return seeds ? { seeds: seedsWith(seeds, event.data.clientSeed, seeds.nonce), open, lastEnded } : state;
    case 'CasinoSeedsRotated':
      return { seeds: seedsWith(event.data.next, event.data.next.clientSeed, 0), open, lastEnded };
    case 'CasinoRoundStarted': {
      const next = seeds && seedsWith(seeds, seeds.clientSeed, event.data.nonce + 1);
      return { seeds: next, open: withGame(open, event.data.game, startedRound(event)), lastEnded };
    }
    case 'CasinoRoundActed': {
      const round = open[event.data.game];
      return round ? { seeds, open: withGame(open, event.data.game, evolveRound(round, event)), lastEnded } : state;
    }
    case 'CasinoRoundEnded': {
      const round = open[event.data.game];
      if (!round) return state;
      const ended = evolveRound(round, event);
      return {
        seeds,
        open: withoutGame(open, event.data.game),
        lastEnded: withGame(lastEnded, event.data.game, ended),
      };
    }
  }
};
