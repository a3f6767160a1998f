export * from './projection.js';
export * from './users/index.js';
export * from './catalogue/index.js';
export * from './bets/index.js';
export * from './player-stats/index.js';
export * from './casino/index.js';
export * from './odds-quota/index.js';
export * from './audit/index.js';
export * from './safer-gambling/index.js';
import { usersProjection } from './users/index.js';
import { catalogueProjection } from './catalogue/index.js';
import { betsProjection } from './bets/index.js';
import { casinoProjection } from './casino/index.js';
import { oddsQuotaProjection } from './odds-quota/index.js';
import { auditProjection } from './audit/index.js';
import { saferGamblingProjection } from './safer-gambling/index.js';

/** Every read model the query API reads, in the order they are applied. */
export const allProjections = [
  usersProjection,
  catalogueProjection,
  betsProjection,
  casinoProjection,
  saferGamblingProjection,
  auditProjection,
  oddsQuotaProjection,
];
