import { cents, toDollars } from '@sb/domain';
import type { TAdminUserDto, TUserDto } from '@sb/contracts';
import type { UserDocument } from '@sb/projectors';

const dollars = (amountCents: number) => toDollars(cents(amountCents));

export const toUserDto = (doc: UserDocument): TUserDto => ({
  id: doc.id,
  username: doc.username,
  balance: dollars(doc.cashCents),
  freePlayBalance: dollars(doc.freePlayCents),
  isAdmin: doc.isAdmin ? 'true' : 'false',
  status: doc.status,
  createdAt: doc.createdAt,
});

export const toAdminUserDto = (doc: UserDocument): TAdminUserDto => ({
  ...toUserDto(doc),
  totalBets: doc.stats.totalBets,
  pendingBets: doc.stats.pendingBets,
  wonBets: doc.stats.wonBets,
  lostBets: doc.stats.lostBets,
  totalWagered: dollars(doc.stats.totalWageredCents),
  totalWon: dollars(doc.stats.totalWonCents),
});
