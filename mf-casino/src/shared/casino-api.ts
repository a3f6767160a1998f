import type { TCasinoRound, TCasinoRoundList, TFairnessDto, TFairnessQueryDto, TSeedRotationDto } from '@sb/contracts';
import { apiAction, apiRequest, getJson } from '@sb/web-kit';

/** Every casino call in one place; the server decides every round, the browser only sends the player's choice. */
export const casinoPaths = {
  rounds: '/api/casino/rounds',
  openRounds: '/api/casino/rounds/open',
  fairness: '/api/casino/fairness',
} as const;

/** A round command, sent with its action's Idempotency-Key: a retry after a failure plays no second round. */
export const postCasino = <T extends TCasinoRound = TCasinoRound>(path: string, body: object = {}) =>
  apiAction<T>('POST', `/api/casino/${path}`, body);

export const fetchRounds = () => getJson<TCasinoRoundList>(casinoPaths.rounds);
export const fetchOpenRounds = () => getJson<TCasinoRoundList>(casinoPaths.openRounds);
export const fetchFairness = () => getJson<TFairnessQueryDto>(casinoPaths.fairness);
/** Commits the player's first seed pair, so its hash is shown before the first round is played. */
export const commitSeedPair = () => apiRequest<TFairnessDto>('POST', casinoPaths.fairness, {});

export const changeClientSeed = (clientSeed: string) =>
  apiRequest<TFairnessDto>('POST', '/api/casino/fairness/client-seed', { clientSeed });
export const rotateSeed = () => apiRequest<TSeedRotationDto>('POST', '/api/casino/fairness/rotate', {});
