/** The two balances of a wallet: cash, and free play (staked like cash, never paid out as cash). */
export type BalanceType = 'cash' | 'freePlay';
