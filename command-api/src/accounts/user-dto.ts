import { cents, toDollars, type UserState, type WalletState } from '@sb/domain';
import type { TUserDto } from '@sb/contracts';

export const toUserDto = (user: Extract<UserState, { exists: true }>, wallet: WalletState): TUserDto => ({
  id: user.userId,
  username: user.username,
  balance: toDollars(cents(wallet.cashCents)),
  freePlayBalance: toDollars(cents(wallet.freePlayCents)),
  isAdmin: user.role === 'admin' ? 'true' : 'false',
  role: user.role,
  status: user.status,
  createdAt: user.createdAt,
});
