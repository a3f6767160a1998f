/** Short codes for the books the feed uses; keys are names lowercased without spaces or punctuation. */
const KNOWN_CODES: Readonly<Record<string, string>> = {
  draftkings: 'DK',
  fanduel: 'FD',
  betmgm: 'MGM',
  caesars: 'CZR',
  williamhillus: 'CZR',
  betrivers: 'BR',
  pointsbetus: 'PB',
  espnbet: 'ESPN',
  bovada: 'BOV',
  pinnacle: 'PIN',
};

// DraftKings and FanDuel lead, in this order, so labels read 'DK+FD' as the spec shows them.
const LEADING_CODES = ['DK', 'FD'];

/**
 * A book's short code, from either its display name ('DraftKings') or its feed key ('draftkings').
 * An unknown book gets the first three letters or digits of its name, uppercased ('MyBookie.ag' -> 'MYB').
 */
export function bookmakerCode(bookmaker: string): string {
  const key = bookmaker.toLowerCase().replace(/[^a-z0-9]/g, '');
  return KNOWN_CODES[key] ?? key.slice(0, 3).toUpperCase();
}

/** The label shown on a market: the codes of the books used, once each, e.g. 'DK+FD', 'DK', 'FD', 'DK+MGM'. */
export function bookmakerLabel(bookmakers: readonly string[]): string {
  const codes = [...new Set(bookmakers.map(bookmakerCode))].filter((code) => code !== '');
  const rank = (code: string) => {
    const leading = LEADING_CODES.indexOf(code);
    return leading === -1 ? LEADING_CODES.length : leading;
  };
  return codes.sort((left, right) => rank(left) - rank(right) || left.localeCompare(right)).join('+');
}
