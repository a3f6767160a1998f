import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { ZLoginRequest, ZRegisterRequest } from '../accounts/credentials.js';
import { ZAddFreePlayRequest, ZAdjustBalanceRequest, ZCreateUserRequest } from '../admin/user-admin.js';
import { ZAdminActionsQuery } from '../audit/audit.dto.js';
import { ZCashOutRequest } from '../bets/cash-out.js';
import { ZEventPageBetRequest, ZSportsbookBetRequest } from '../bets/place-bet.js';
import {
  ZBaccaratDealRequest,
  ZCasinoActionRequest,
  ZClientSeedRequest,
  ZCrapsRollRequest,
  ZRouletteSpinRequest,
  ZStakeOnlyRequest,
} from '../casino/casino-requests.js';
import {
  ZRealityCheckRequest,
  ZSelfExclusionRequest,
  ZSetPlayLimitRequest,
  ZTimeOutRequest,
} from '../safer-gambling/safer-gambling.js';
import {
  ZPlaceBetResponse,
  ZProblem,
  ZRegisterResponse,
  ZUserStatsQuery,
  ZUserStatsResponse,
} from './api-responses.js';

type Method = 'get' | 'post' | 'delete';
type Schema = z.ZodType;

/** One route: its request body or query schema and, when the contracts have one, its answer's schema. */
type ApiRoute = {
  method: Method;
  /** Koa style, ':id' for a path parameter. */
  path: string;
  summary: string;
  body?: Schema;
  query?: z.ZodObject;
  answer?: Schema;
};

const route = (
  method: Method,
  path: string,
  summary: string,
  more: Omit<ApiRoute, 'method' | 'path' | 'summary'> = {},
) => ({
  method,
  path,
  summary,
  ...more,
});

/** Every route the command API and the query API register (a spec compares this list with their routers). */
const API_ROUTES: readonly ApiRoute[] = [
  route('post', '/api/register', 'Sign up (a pending account)', { body: ZRegisterRequest, answer: ZRegisterResponse }),
  route('post', '/api/login', 'Sign in', { body: ZLoginRequest }),
  route('post', '/api/logout', 'Sign out (ends the session)'),
  route('post', '/api/logout-all', 'Sign out everywhere'),
  route('get', '/api/user', 'The signed-in user'),
  route('get', '/api/user/stats', "The player's figures and week", {
    query: ZUserStatsQuery,
    answer: ZUserStatsResponse,
  }),
  route('get', '/api/ping', 'No-op'),
  route('get', '/api/openapi.json', 'This document'),
  route('get', '/api/events', 'Every listed game'),
  route('get', '/api/events/live-status', 'Whether any game is live'),
  route('get', '/api/events/:eventId/details', "A game's markets and props"),
  route('get', '/api/markets', 'Market rows'),
  route('get', '/api/player-props', 'Player props'),
  route('get', '/api/baseball-leagues', 'Baseball leagues'),
  route('get', '/api/nba/games', 'NBA games'),
  route('get', '/api/nba/odds', 'NBA odds'),
  route('post', '/api/bets', 'Place bets (the sportsbook shape or the event page shape)', {
    body: z.union([ZSportsbookBetRequest, ZEventPageBetRequest]),
    answer: ZPlaceBetResponse,
  }),
  route('get', '/api/bets/:userId', "A player's bets"),
  route('get', '/api/bets/:betId/cash-out', "A pending bet's cash out offer"),
  route('post', '/api/bets/:betId/cash-out', 'Cash a bet out at the offer', { body: ZCashOutRequest }),
  route('post', '/api/casino/roulette/spin', 'Spin the roulette', { body: ZRouletteSpinRequest }),
  route('post', '/api/casino/slots/spin', 'Spin the slots', { body: ZStakeOnlyRequest }),
  route('post', '/api/casino/baccarat/deal', 'Deal baccarat', { body: ZBaccaratDealRequest }),
  route('post', '/api/casino/craps/roll', 'Roll the craps dice', { body: ZCrapsRollRequest }),
  route('post', '/api/casino/blackjack/deal', 'Deal blackjack', { body: ZStakeOnlyRequest }),
  ...(['hit', 'stand', 'double'] as const).map((action) =>
    route('post', `/api/casino/blackjack/${action}`, `Blackjack: ${action}`, { body: ZCasinoActionRequest }),
  ),
  route('post', '/api/casino/update-balance', 'Refused: the server decides every round (403)'),
  route('get', '/api/casino/rounds', "The player's casino rounds"),
  route('get', '/api/casino/rounds/open', 'Rounds in play'),
  route('get', '/api/casino/fairness', 'The current seed pair'),
  route('post', '/api/casino/fairness', 'Commit a seed pair'),
  route('post', '/api/casino/fairness/client-seed', 'Change the client seed', { body: ZClientSeedRequest }),
  route('post', '/api/casino/fairness/rotate', 'Reveal and rotate the seed pair'),
  route('get', '/api/safer-gambling', "The player's limits and exclusions"),
  route('post', '/api/safer-gambling/limits', 'Set a loss or stake limit', { body: ZSetPlayLimitRequest }),
  route('post', '/api/safer-gambling/time-out', 'Take a time-out', { body: ZTimeOutRequest }),
  route('post', '/api/safer-gambling/self-exclusion', 'Self-exclude', { body: ZSelfExclusionRequest }),
  route('post', '/api/safer-gambling/reality-check', 'Set the reality check', { body: ZRealityCheckRequest }),
  route('get', '/api/admin/users', 'Every user with their figures'),
  route('get', '/api/admin/pending-users', 'Accounts awaiting approval'),
  route('post', '/api/admin/approve-user/:id', 'Approve an account'),
  route('post', '/api/admin/reject-user/:id', 'Reject an account'),
  route('post', '/api/admin/create-user', 'Create an approved account', { body: ZCreateUserRequest }),
  route('post', '/api/admin/add-freeplay/:id', 'Add free play', { body: ZAddFreePlayRequest }),
  route('post', '/api/admin/users/:id/balance', 'Adjust a balance', { body: ZAdjustBalanceRequest }),
  route('post', '/api/admin/users/:id/end-sessions', "End a user's sessions"),
  route('delete', '/api/admin/delete-user/:id', 'Delete a user'),
  route('get', '/api/admin/users/bets', "Every user's bets"),
  route('get', '/api/admin/users/:id/bets', "One user's bets"),
  route('get', '/api/admin/users/:id/safer-gambling', "A user's limits (read-only)"),
  route('post', '/api/admin/bets/:id/settle', "Set a bet's outcome"),
  route('post', '/api/admin/refresh-game-props', 'Refresh game odds'),
  route('post', '/api/admin/refresh-player-props', 'Refresh player props'),
  route('get', '/api/admin/odds-refresh/quota', "The odds provider's quota"),
  route('get', '/api/cleanup/stats', 'What a cleanup now would remove'),
  route('post', '/api/cleanup/run', 'Run the cleanup'),
  route('post', '/api/settlement/all', 'Settle every decidable bet'),
  route('get', '/api/audit/players', 'Accounts by username (auditors and admins)'),
  route('get', '/api/audit/players/:id/ledger', "A player's wallet events and money lines"),
  route('get', '/api/audit/admin-actions', "Admins' actions", { query: ZAdminActionsQuery }),
];

/** '/api/bets/:betId' -> '/api/bets/{betId}' and its parameters. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');
const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => name as string);

const json = (schema: Schema) => ({ 'application/json': { schema } });
const problem = {
  description: 'A refusal: problem+json',
  content: { 'application/problem+json': { schema: ZProblem } },
};

/** The whole API as an OpenAPI 3.1 document, generated from the contracts' zod schemas. */
export function openApiDocument(version = '0.1.0') {
  const registry = new OpenAPIRegistry();
  for (const { method, path, summary, body, query, answer } of API_ROUTES) {
    const params = pathParams(path);
    registry.registerPath({
      method,
      path: openApiPath(path),
      summary,
      request: {
        ...(params.length > 0
          ? { params: z.object(Object.fromEntries(params.map((name) => [name, z.string()]))) }
          : {}),
        ...(query ? { query } : {}),
        ...(body ? { body: { content: json(body) } } : {}),
      },
      responses: {
        200: { description: 'OK', ...(answer ? { content: json(answer) } : {}) },
        '4XX': problem,
      },
    });
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: { title: 'Sportsbook API', version },
  });
}
