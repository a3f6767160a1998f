import type { CasinoCommand } from './casino-commands.js';
import type { CasinoEvent } from './casino-events.js';
import { decideCasinoRound, type CasinoWallet } from './decide-casino-round.js';
import { decideCasinoSeeds } from './decide-casino-seeds.js';

/** Every casino command the wallet decider hands over: seed pair commands and round commands. */
export const decideCasino = (command: CasinoCommand, wallet: CasinoWallet): CasinoEvent[] =>
  command.type === 'StartCasinoRound' || command.type === 'ActOnCasinoRound'
    ? decideCasinoRound(command, wallet)
    : decideCasinoSeeds(command, wallet.casino);
