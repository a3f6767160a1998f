import { cents, roleOfRegistration, toDollars } from '@sb/domain';
import type { TAdminUserDto, TUserDto } from '@sb/contracts';
import type { AdminBetStats, UserDocument } from '@sb/projectors';

const dollars = (amountCents: number) => toDollars(cents(amountCents));

export const toUserDto = (doc: UserDocument): TUserDto => {
  const role = roleOfRegistration(doc);
  return {
    id: doc.id,
    username: doc.username,
    balance: dollars(doc.cashCents),
    freePlayBalance: dollars(doc.freePlayCents),
    isAdmin: role === 'admin' ? 'true' : 'false',
    role,
    status: doc.status,
    createdAt: doc.createdAt,
  };
};

export const toAdminUserDto = (doc: UserDocument, stats: AdminBetStats): TAdminUserDto => ({
  ...toUserDto(doc),
  totalBets: stats.totalBets,
  pendingBets: stats.pendingBets,
  wonBets: stats.wonBets,
  lostBets: stats.lostBets,
  totalWagered: dollars(stats.totalWageredCents),
  totalWon: dollars(stats.totalWonCents),
});
