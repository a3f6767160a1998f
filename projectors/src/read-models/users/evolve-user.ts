import { balanceMovement, roleOfRegistration, type UserEvent, type WalletEvent } from '@sb/domain';
import type { UserDocument } from './user-document.js';

export type UsersEvent = UserEvent | WalletEvent;

/** `undefined` = leave the document as it is; `null` = remove it. */
export type Change = UserDocument | null | undefined;

/** Pure: the users document after one event of the user's or the wallet's stream. */
export const evolveUser = (doc: UserDocument | null, event: UsersEvent): Change => {
  if (event.type === 'UserRegistered') {
    const { userId, username, isAdmin, status, createdAt } = event.data;
    return {
      id: userId,
      username,
      usernameLower: username.toLowerCase(),
      isAdmin,
      role: roleOfRegistration(event.data),
      status,
      createdAt,
      cashCents: 0,
      freePlayCents: 0,
    };
  }
  if (!doc) return undefined;
  switch (event.type) {
    case 'UserApproved':
      return { ...doc, status: 'approved' };
    case 'UserRejected':
      return { ...doc, status: 'rejected' };
    case 'UserDeleted':
      return null;
    case 'StartingBalanceCredited':
    case 'BalanceAdjusted':
    case 'FreePlayAdded':
    case 'BetPlaced':
    case 'BetSettled':
    case 'BetResettled':
    case 'BetCashedOut':
    case 'CasinoRoundStarted':
    case 'CasinoRoundActed':
    case 'CasinoRoundEnded': {
      const { cashCents, freePlayCents } = balanceMovement(event);
      return { ...doc, cashCents: doc.cashCents + cashCents, freePlayCents: doc.freePlayCents + freePlayCents };
    }
    case 'WalletClosed':
      return null;
    default:
      return undefined;
  }
};
