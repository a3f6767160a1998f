import { playRound, validateCasinoStake, validateOpening, type CasinoGame, type RoundResult } from '../casino/index.js';
import { conflict, notFound, ruleBroken } from '../shared/domain-error.js';
import type { ActOnCasinoRound, CasinoRoundCommand, StartCasinoRound } from './casino-commands.js';
import type { CasinoEvent, CasinoRoundEnded, CasinoRoundView } from './casino-events.js';
import { CASINO_MESSAGES, NO_ROUND_IN_PLAY, ROUND_IN_PLAY } from './casino-messages.js';
import type { CasinoRoundRecord } from './casino-round-record.js';
import type { CasinoWalletState } from './casino-wallet-state.js';
import { seedsFor } from './decide-casino-seeds.js';

/** The part of the wallet a casino round is decided on. */
export type CasinoWallet = { cashCents: number; casino: CasinoWalletState };

const viewOf = ({ message, allowedActions, outcome }: RoundResult): CasinoRoundView => ({
  message,
  allowedActions,
  outcome,
});

// Events are built field by field: spreading the round's ids into each event's data cost ~5% of an audit, which
// decides every round again.
const endedIfComplete = (
  result: RoundResult,
  round: { userId: string; roundId: string; game: CasinoGame },
  at: string,
): CasinoRoundEnded[] =>
  result.complete
    ? [
        {
          type: 'CasinoRoundEnded',
          data: {
            userId: round.userId,
            roundId: round.roundId,
            game: round.game,
            stakeCents: result.stakeCents,
            payoutCents: result.payoutCents,
            endedAt: at,
            view: viewOf(result),
          },
        },
      ]
    : [];

/**
 * The opening bet, in the order a player can act on the refusals: the balance asked for, the bet itself (the
 * engine's rules), a round of this game already in play, then the cash. A round that ends at once (roulette,
 * slots, baccarat, a deciding come-out roll) is started and ended by the same append.
 */
function decideStart(command: StartCasinoRound, wallet: CasinoWallet): CasinoEvent[] {
  if (command.balanceType !== 'cash') throw ruleBroken(CASINO_MESSAGES.freePlayRefused);
  validateOpening(command.opening);
  validateCasinoStake(command.stakeCents);
  const game = command.opening.game;
  if (wallet.casino.open[game]) throw conflict(ROUND_IN_PLAY[game]);
  if (command.stakeCents > wallet.cashCents) throw ruleBroken(CASINO_MESSAGES.insufficientBalance);

  const { seeds, committed } = seedsFor(wallet.casino, command.userId, command.fresh);
  const result = playRound({ opening: command.opening, stakeCents: command.stakeCents, actions: [], seeds });
  const round = { userId: command.userId, roundId: command.roundId, game };
  return [
    ...committed,
    {
      type: 'CasinoRoundStarted',
      data: {
        userId: round.userId,
        roundId: round.roundId,
        game: round.game,
        opening: command.opening,
        stakeCents: command.stakeCents,
        serverSeedHash: seeds.serverSeedHash,
        clientSeed: seeds.clientSeed,
        nonce: seeds.nonce,
        startedAt: command.at,
        view: viewOf(result),
      },
    },
    ...endedIfComplete(result, round, command.at),
  ];
}

/** The round an action is for: the game's round in play, which a named round id must be. */
function roundInPlay(command: ActOnCasinoRound, casino: CasinoWalletState): CasinoRoundRecord {
  const open = casino.open[command.game];
  if (open && (command.roundId === null || command.roundId === open.roundId)) return open;
  if (command.roundId !== null && command.roundId === casino.lastEnded[command.game]?.roundId) {
    throw conflict(CASINO_MESSAGES.roundFinished);
  }
  if (command.roundId !== null) throw notFound(CASINO_MESSAGES.roundNotFound);
  throw conflict(NO_ROUND_IN_PLAY[command.game]);
}

/** Replays the round with the new action (the engine refuses an action out of turn); a double pays its stake. */
function decideAct(command: ActOnCasinoRound, wallet: CasinoWallet): CasinoEvent[] {
  const round = roundInPlay(command, wallet.casino);
  const seeds = wallet.casino.seeds;
  if (!seeds) throw new Error(`Round ${round.roundId} is open without a seed pair`);
  const result = playRound({
    opening: round.opening,
    stakeCents: round.openingStakeCents,
    actions: [...round.actions, command.action],
    seeds: { serverSeed: seeds.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce },
  });
  const extraStakeCents = result.stakeCents - round.stakeCents;
  if (extraStakeCents > wallet.cashCents) throw ruleBroken(CASINO_MESSAGES.insufficientBalance);
  const ids = { userId: command.userId, roundId: round.roundId, game: command.game };
  return [
    {
      type: 'CasinoRoundActed',
      data: {
        userId: ids.userId,
        roundId: ids.roundId,
        game: ids.game,
        action: command.action,
        extraStakeCents,
        actedAt: command.at,
        view: viewOf(result),
      },
    },
    ...endedIfComplete(result, ids, command.at),
  ];
}

export const decideCasinoRound = (command: CasinoRoundCommand, wallet: CasinoWallet): CasinoEvent[] =>
  command.type === 'StartCasinoRound' ? decideStart(command, wallet) : decideAct(command, wallet);
