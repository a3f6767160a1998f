import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { ZLoginRequest, ZRegisterRequest, ZRegisterResponse } from '../accounts/credentials.js';
import { ZAdminUser, ZLoginResponse, ZUser } from '../accounts/user.dto.js';
import {
  ZBalanceAdjustment,
  ZCleanupRunResult,
  ZCleanupStats,
  ZGamePropsRefreshResponse,
  ZOddsQuotaAnswer,
  ZPlayerPropsRefreshResponse,
  ZSettlementResult,
} from '../admin/admin.dto.js';
import {
  ZAddFreePlayRequest,
  ZAdjustBalanceRequest,
  ZAdminChangeResponse,
  ZCreateUserRequest,
  ZCreateUserResponse,
  ZSessionsEndedResponse,
  ZSettleBetRequest,
  ZSettleBetResponse,
} from '../admin/user-admin.js';
import { ZAdminActions, ZAdminActionsQuery, ZAuditLedger, ZAuditPlayers } from '../audit/audit.dto.js';
import { ZAdminBet, ZBet, ZUserStatsQuery, ZUserStatsResponse } from '../bets/bet.dto.js';
import { ZCashOutConflict, ZCashOutOffer, ZCashOutRequest, ZCashOutResponse } from '../bets/cash-out.js';
import { ZEventPageBetRequest, ZPlaceBetResponse, ZSportsbookBetRequest } from '../bets/place-bet.js';
import {
  ZBaccaratDealRequest,
  ZCasinoActionRequest,
  ZClientSeedRequest,
  ZCrapsRollRequest,
  ZRouletteSpinRequest,
  ZStakeOnlyRequest,
} from '../casino/casino-requests.js';
import {
  ZCasinoRound,
  ZCasinoRoundList,
  ZFairness,
  ZFairnessQuery,
  ZRouletteSpinResponse,
  ZSeedRotation,
} from '../casino/casino.dto.js';
import {
  ZBaseballLeagues,
  ZEventDetails,
  ZEvents,
  ZLiveStatus,
  ZMarketRows,
  ZNbaGames,
  ZNbaOddsList,
  ZPlayerPropsAnswer,
} from '../catalogue/catalogue.dto.js';
import {
  ZLimitRefusal,
  ZRealityCheckRequest,
  ZSaferGambling,
  ZSelfExclusionRequest,
  ZSetPlayLimitRequest,
  ZTimeOutRequest,
} from '../safer-gambling/safer-gambling.js';
import { ZOpenApiDocument, ZPing, ZProblem, ZSuccess } from './api-responses.js';

type Method = 'get' | 'post' | 'delete';
type Schema = z.ZodType;

/** One route: its request body or query schema and its answer's schema (with its status when not 200). */
type ApiRoute = {
  method: Method;
  /** Koa style, ':id' for a path parameter. */
  path: string;
  summary: string;
  body?: Schema;
  query?: z.ZodObject;
  answer: Schema;
  /** 201 for what a command creates; 403 for the one route that refuses every caller. */
  status?: 200 | 201 | 403;
  /** A refusal whose problem+json carries more than the Problem's fields (409 moved prices, 422 a limit). */
  refusal?: { status: 409 | 422; schema: Schema; description: string };
};

const route = (
  method: Method,
  path: string,
  summary: string,
  answer: Schema,
  more: Omit<ApiRoute, 'method' | 'path' | 'summary' | 'answer'> = {},
): ApiRoute => ({ method, path, summary, answer, ...more });

const search = (description: string) => z.object({ search: z.string().optional().meta({ description }) });
const propsQuery = z.object({
  sport: z.string().optional(),
  search: z.string().optional(),
  propType: z.string().optional(),
  offset: z.string().optional(),
  limit: z.string().optional(),
});

/** Every route the command API and the query API register (a spec compares this list with their routers). */
const API_ROUTES: readonly ApiRoute[] = [
  route('post', '/api/register', 'Sign up (a pending account)', ZRegisterResponse, {
    body: ZRegisterRequest,
    status: 201,
  }),
  route('post', '/api/login', 'Sign in', ZLoginResponse, { body: ZLoginRequest }),
  route('post', '/api/logout', 'Sign out (ends the session)', ZSuccess),
  route('post', '/api/logout-all', 'Sign out everywhere', ZSessionsEndedResponse),
  route('get', '/api/user', 'The signed-in user', ZUser),
  route('get', '/api/user/stats', "The player's figures and week", ZUserStatsResponse, { query: ZUserStatsQuery }),
  route('get', '/api/ping', 'No-op', ZPing),
  route('get', '/api/openapi.json', 'This document', ZOpenApiDocument),
  route('get', '/api/events', 'Every listed game', ZEvents),
  route('get', '/api/events/live-status', 'Whether any game is live', ZLiveStatus),
  route('get', '/api/events/:eventId/details', "A game's markets and props", ZEventDetails),
  route('get', '/api/markets', 'Market rows', ZMarketRows),
  route('get', '/api/player-props', 'Player props (one page when the query filters)', ZPlayerPropsAnswer, {
    query: propsQuery,
  }),
  route('get', '/api/baseball-leagues', 'Baseball leagues', ZBaseballLeagues),
  route('get', '/api/nba/games', 'NBA games', ZNbaGames),
  route('get', '/api/nba/odds', 'NBA odds', ZNbaOddsList),
  route('post', '/api/bets', 'Place bets (the sportsbook shape or the event page shape)', ZPlaceBetResponse, {
    body: z.union([ZSportsbookBetRequest, ZEventPageBetRequest]),
    status: 201,
    refusal: { status: 422, schema: ZLimitRefusal, description: 'A safer-gambling limit refuses the stake' },
  }),
  route('get', '/api/bets/:userId', "A player's bets", z.array(ZBet)),
  route('get', '/api/bets/:betId/cash-out', "A pending bet's cash out offer", ZCashOutOffer),
  route('post', '/api/bets/:betId/cash-out', 'Cash a bet out at the offer', ZCashOutResponse, {
    body: ZCashOutRequest,
    status: 201,
    refusal: { status: 409, schema: ZCashOutConflict, description: 'Prices moved: the new offer' },
  }),
  route('post', '/api/casino/roulette/spin', 'Spin the roulette', ZRouletteSpinResponse, {
    body: ZRouletteSpinRequest,
  }),
  route('post', '/api/casino/slots/spin', 'Spin the slots', ZCasinoRound, { body: ZStakeOnlyRequest }),
  route('post', '/api/casino/baccarat/deal', 'Deal baccarat', ZCasinoRound, { body: ZBaccaratDealRequest }),
  route('post', '/api/casino/craps/roll', 'Roll the craps dice', ZCasinoRound, { body: ZCrapsRollRequest }),
  route('post', '/api/casino/blackjack/deal', 'Deal blackjack', ZCasinoRound, { body: ZStakeOnlyRequest }),
  ...(['hit', 'stand', 'double'] as const).map((action) =>
    route('post', `/api/casino/blackjack/${action}`, `Blackjack: ${action}`, ZCasinoRound, {
      body: ZCasinoActionRequest,
    }),
  ),
  route('post', '/api/casino/update-balance', 'Refused: the server decides every round (403)', ZProblem, {
    status: 403,
  }),
  route('get', '/api/casino/rounds', "The player's casino rounds", ZCasinoRoundList),
  route('get', '/api/casino/rounds/open', 'Rounds in play', ZCasinoRoundList),
  route('get', '/api/casino/fairness', 'The current seed pair', ZFairnessQuery),
  route('post', '/api/casino/fairness', 'Commit a seed pair', ZFairness),
  route('post', '/api/casino/fairness/client-seed', 'Change the client seed', ZFairness, { body: ZClientSeedRequest }),
  route('post', '/api/casino/fairness/rotate', 'Reveal and rotate the seed pair', ZSeedRotation),
  route('get', '/api/safer-gambling', "The player's limits and exclusions", ZSaferGambling),
  route('post', '/api/safer-gambling/limits', 'Set a loss or stake limit', ZSaferGambling, {
    body: ZSetPlayLimitRequest,
  }),
  route('post', '/api/safer-gambling/time-out', 'Take a time-out', ZSaferGambling, { body: ZTimeOutRequest }),
  route('post', '/api/safer-gambling/self-exclusion', 'Self-exclude', ZSaferGambling, {
    body: ZSelfExclusionRequest,
  }),
  route('post', '/api/safer-gambling/reality-check', 'Set the reality check', ZSaferGambling, {
    body: ZRealityCheckRequest,
  }),
  route('get', '/api/admin/users', 'Every user with their figures', z.array(ZAdminUser)),
  route('get', '/api/admin/pending-users', 'Accounts awaiting approval', z.array(ZUser)),
  route('post', '/api/admin/approve-user/:id', 'Approve an account', ZAdminChangeResponse),
  route('post', '/api/admin/reject-user/:id', 'Reject an account', ZAdminChangeResponse),
  route('post', '/api/admin/create-user', 'Create an approved account', ZCreateUserResponse, {
    body: ZCreateUserRequest,
    status: 201,
  }),
  route('post', '/api/admin/add-freeplay/:id', 'Add free play', ZAdminChangeResponse, { body: ZAddFreePlayRequest }),
  route('post', '/api/admin/users/:id/balance', 'Adjust a balance', ZBalanceAdjustment, {
    body: ZAdjustBalanceRequest,
  }),
  route('post', '/api/admin/users/:id/end-sessions', "End a user's sessions", ZSessionsEndedResponse),
  route('delete', '/api/admin/delete-user/:id', 'Delete a user', ZAdminChangeResponse),
  route('get', '/api/admin/users/bets', "Every user's bets", z.array(ZAdminBet)),
  route('get', '/api/admin/users/:id/bets', "One user's bets", z.array(ZAdminBet)),
  route('get', '/api/admin/users/:id/safer-gambling', "A user's limits (read-only)", ZSaferGambling),
  route('post', '/api/admin/bets/:id/settle', "Set a bet's outcome", ZSettleBetResponse, { body: ZSettleBetRequest }),
  route('post', '/api/admin/refresh-game-props', 'Refresh game odds', ZGamePropsRefreshResponse),
  route('post', '/api/admin/refresh-player-props', 'Refresh player props', ZPlayerPropsRefreshResponse),
  route('get', '/api/admin/odds-refresh/quota', "The odds provider's quota", ZOddsQuotaAnswer),
  route('get', '/api/cleanup/stats', 'What a cleanup now would remove', ZCleanupStats),
  route('post', '/api/cleanup/run', 'Run the cleanup', ZCleanupRunResult),
  route('post', '/api/settlement/all', 'Settle every decidable bet', ZSettlementResult),
  route('get', '/api/audit/players', 'Accounts by username (auditors and admins)', ZAuditPlayers, {
    query: search('A username prefix.'),
  }),
  route('get', '/api/audit/players/:id/ledger', "A player's wallet events and money lines", ZAuditLedger),
  route('get', '/api/audit/admin-actions', "Admins' actions", ZAdminActions, { query: ZAdminActionsQuery }),
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
  for (const { method, path, summary, body, query, answer, status = 200, refusal } of API_ROUTES) {
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
        ...(status === 403
          ? { 403: problem }
          : { [status]: { description: status === 201 ? 'Created' : 'OK', content: json(answer) }, '4XX': problem }),
        ...(refusal
          ? {
              [refusal.status]: {
                description: refusal.description,
                content: { 'application/problem+json': { schema: refusal.schema } },
              },
            }
          : {}),
      },
    });
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: { title: 'Sportsbook API', version },
  });
}
