/**
 * A log event's type in words for the Audit page ("BalanceAdjusted" -> "Balance adjusted"): the ledger's kinds and
 * the admin actions trail read as sentences, while the CSV and the filters' values keep the type as the log
 * spells it. Types whose words alone would mislead get their own; any other type is split at its capitals.
 */
const OWN_WORDS: Readonly<Record<string, string>> = {
  UserRegistered: 'Account created',
  UserApproved: 'Account approved',
  UserRejected: 'Account rejected',
  UserDeleted: 'Account deleted',
  UserSessionsEnded: 'Signed out everywhere',
  OddsRefreshRequested: 'Odds refresh',
  BetResettled: 'Bet re-settled',
};

const wordsOf = (type: string) => {
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const eventLabel = (type: string): string => OWN_WORDS[type] ?? wordsOf(type);
