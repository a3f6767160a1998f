export type SlotSymbol = 'cherry' | 'lemon' | 'orange' | 'plum' | 'bell' | 'bar' | 'diamond' | 'seven';

/** The contract's TSlotsOutcome: the payline's three symbols and the total return multiplier (0 for a loss). */
export type SlotsOutcome = { game: 'slots'; reels: [SlotSymbol, SlotSymbol, SlotSymbol]; multiplier: number };
