import type { TAdjustBalanceRequest, TCreateUserRequest } from '@sb/contracts';
import { apiAction, apiRequest } from '@sb/web-kit';
import type {
  BalanceAdjustment,
  CleanupRunResult,
  GamePropsStats,
  PlayerPropsStats,
  RefreshResponse,
  SettlementResult,
  SettleStatus,
} from './admin-types';

// The admin calls of spec section 7, one function each. apiRequest remembers each answer's X-Log-Position, so
// the lists refetched after a command already include its effect. Money commands go through apiAction: one
// Idempotency-Key per action, reused when it is sent again after a failure, so a retry moves money once.

const id = (userId: string) => encodeURIComponent(userId);

export const approveUser = (userId: string) => apiRequest('POST', `/api/admin/approve-user/${id(userId)}`);

export const rejectUser = (userId: string) => apiRequest('POST', `/api/admin/reject-user/${id(userId)}`);

/** POST /api/admin/create-user, every field given (the contracts' request). */
export type NewUser = Required<TCreateUserRequest>;

export const createUser = (user: NewUser) => apiRequest('POST', '/api/admin/create-user', user);

export const addFreePlay = ({ userId, amount }: { userId: string; amount: number }) =>
  apiAction('POST', `/api/admin/add-freeplay/${id(userId)}`, { amount });

export const deleteUser = (userId: string) => apiRequest('DELETE', `/api/admin/delete-user/${id(userId)}`);

/** POST /api/admin/users/:id/balance (the contracts' request) and whose balance it is. */
export type Adjustment = TAdjustBalanceRequest & { userId: string };

export const adjustBalance = ({ userId, amount, balanceType }: Adjustment) =>
  apiAction<BalanceAdjustment>('POST', `/api/admin/users/${id(userId)}/balance`, { amount, balanceType });

export const settleBet = ({ betId, status }: { betId: string; status: SettleStatus }) =>
  apiAction('POST', `/api/admin/bets/${encodeURIComponent(betId)}/settle`, { status });

/** The spec reads `success` and `stats`; an answer without success is a failed refresh however it arrived. */
async function refresh<Stats>(path: string): Promise<Stats> {
  const answer = await apiRequest<RefreshResponse<Stats>>('POST', path);
  if (!answer?.success) throw new Error(`${path} answered without success`);
  return answer.stats;
}

export const refreshGameProps = () => refresh<GamePropsStats>('/api/admin/refresh-game-props');

export const refreshPlayerProps = () => refresh<PlayerPropsStats>('/api/admin/refresh-player-props');

export const runSettlement = () => apiRequest<SettlementResult>('POST', '/api/settlement/all', {});

export const runCleanup = () => apiRequest<CleanupRunResult>('POST', '/api/cleanup/run', {});
