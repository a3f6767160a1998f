import type { CasinoAction, CasinoGame, RoundOpening } from '../casino/index.js';

/**
 * Secrets the command side draws for a command (node:crypto), so the decider stays pure. They are used only when
 * the command commits a new pair: the player's first casino command, or a rotation.
 */
export type FreshSeeds = { serverSeed: string; clientSeed: string };

/** Commits the player's first seed pair (nothing when there is one already). */
export type CommitCasinoSeeds = { type: 'CommitCasinoSeeds'; userId: string; fresh: FreshSeeds };

export type ChangeCasinoClientSeed = {
  type: 'ChangeCasinoClientSeed';
  userId: string;
  clientSeed: string;
  fresh: FreshSeeds;
};

/** Reveals the current server seed and commits `fresh.serverSeed` with the same client seed. */
export type RotateCasinoSeeds = { type: 'RotateCasinoSeeds'; userId: string; fresh: FreshSeeds };

export type StartCasinoRound = {
  type: 'StartCasinoRound';
  userId: string;
  roundId: string;
  opening: RoundOpening;
  stakeCents: number;
  /** The balance the client asked to play with; only 'cash' is accepted. */
  balanceType: string;
  at: string;
  fresh: FreshSeeds;
};

/** An action on the round of `game` in play; `roundId`, when the client names one, must be that round. */
export type ActOnCasinoRound = {
  type: 'ActOnCasinoRound';
  userId: string;
  game: CasinoGame;
  roundId: string | null;
  action: CasinoAction;
  at: string;
};

export type CasinoSeedCommand = CommitCasinoSeeds | ChangeCasinoClientSeed | RotateCasinoSeeds;
export type CasinoRoundCommand = StartCasinoRound | ActOnCasinoRound;
export type CasinoCommand = CasinoSeedCommand | CasinoRoundCommand;

const CASINO_COMMAND_TYPES: ReadonlySet<string> = new Set<CasinoCommand['type']>([
  'CommitCasinoSeeds',
  'ChangeCasinoClientSeed',
  'RotateCasinoSeeds',
  'StartCasinoRound',
  'ActOnCasinoRound',
]);

export const isCasinoCommand = (command: { type: string }): command is CasinoCommand =>
  CASINO_COMMAND_TYPES.has(command.type);
