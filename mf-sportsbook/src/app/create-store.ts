import { configureStore } from '@reduxjs/toolkit';
import { betSlipReducer } from '../bet-slip/bet-slip-slice';

/** The sportsbook's Redux Toolkit store (the bet slip's slice); the shell knows nothing of it. */
export function createSportsbookStore() {
  return configureStore({ reducer: { betSlip: betSlipReducer } });
}

export type SportsbookStore = ReturnType<typeof createSportsbookStore>;
export type SportsbookState = ReturnType<SportsbookStore['getState']>;
