/**
 * The version of what folding a wallet's stream produces (evolveWallet and everything it calls: the bet book, the
 * casino sub-state, safer gambling). Saved wallet snapshots carry it, and one saved by another version is ignored
 * and the stream folded again: raise it with any change to the fold that changes the state it leaves.
 */
export const WALLET_FOLD_VERSION = 1;
