import { baccaratTheory, blackjackTheory, crapsTheory, rouletteTheory, slotsTheory, type CasinoGame } from '@sb/domain';

/** Every bet the benchmark measures, with the exact figure it is compared against. */
export type MeasuredBet = { game: CasinoGame; bet: string; label: string; theoreticalRtp: number };

export const MEASURED_BETS: readonly MeasuredBet[] = [
  { game: 'roulette', bet: 'outside', label: 'Roulette outside bets (1:1)', theoreticalRtp: rouletteTheory('red').rtp },
  {
    game: 'roulette',
    bet: 'straight',
    label: 'Roulette single numbers (35:1)',
    theoreticalRtp: rouletteTheory('number-17').rtp,
  },
  { game: 'slots', bet: 'spin', label: 'Slots', theoreticalRtp: slotsTheory().rtp },
  { game: 'baccarat', bet: 'player', label: 'Baccarat player', theoreticalRtp: baccaratTheory('player').rtp },
  { game: 'baccarat', bet: 'banker', label: 'Baccarat banker', theoreticalRtp: baccaratTheory('banker').rtp },
  { game: 'baccarat', bet: 'tie', label: 'Baccarat tie', theoreticalRtp: baccaratTheory('tie').rtp },
  {
    game: 'blackjack',
    bet: 'staked',
    label: 'Blackjack, basic strategy (of all staked)',
    theoreticalRtp: blackjackTheory().rtp,
  },
  {
    game: 'blackjack',
    bet: 'perBet',
    label: 'Blackjack, basic strategy (per opening bet)',
    theoreticalRtp: blackjackTheory().returnPerBet,
  },
  { game: 'craps', bet: 'pass', label: 'Craps Pass Line', theoreticalRtp: crapsTheory('pass').rtp },
  { game: 'craps', bet: 'dontPass', label: "Craps Don't Pass (12 wins)", theoreticalRtp: crapsTheory('dontPass').rtp },
];

export const CASINO_GAMES: readonly CasinoGame[] = ['roulette', 'slots', 'baccarat', 'blackjack', 'craps'];
