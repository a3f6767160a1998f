import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { betSlipReducer } from '../bet-slip/bet-slip-slice';

/** The sportsbook's own Redux store: the shell knows nothing of it; every sportsbook route shares it. */
export const createSportsbookStore = () => configureStore({ reducer: { betSlip: betSlipReducer } });

export type SportsbookStore = ReturnType<typeof createSportsbookStore>;
export type SportsbookState = ReturnType<SportsbookStore['getState']>;
export type SportsbookDispatch = SportsbookStore['dispatch'];

/** One slip for the page's lifetime: moving from the sportsbook list to Live Betting keeps it. */
export const sportsbookStore = createSportsbookStore();

export const useSportsbookDispatch = useDispatch.withTypes<SportsbookDispatch>();
export const useSportsbookSelector = useSelector.withTypes<SportsbookState>();
export const useSportsbookStore = useStore.withTypes<SportsbookStore>();
