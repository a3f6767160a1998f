/**
 * Deterministic randomness for the simulator. Every simulated thing (a game, a roster, a book's price in one
 * time bucket) draws from its own generator seeded by hashing FEED_SEED with the thing's key, so any part of the
 * world can be computed on its own, in any order, and comes out the same on every run and every restart.
 */
export type Random = {
  /** Uniform in [0, 1). */
  next(): number;
  int(minInclusive: number, maxInclusive: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Normal with the given mean and standard deviation (Box-Muller). */
  normal(mean: number, sd: number): number;
  poisson(mean: number): number;
};

/** cyrb53-style string hash, folded to 32 bits: cheap, well mixed, stable across platforms. */
export const hash32 = (text: string): number => {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
};

/** mulberry32: a 32-bit generator with a full period, plenty for a simulated sportsbook (and seeded test loads). */
export const mulberry32 = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

export const randomFrom = (seed: string, ...key: readonly (string | number)[]): Random => {
  const next = mulberry32(hash32([seed, ...key].join('|')));
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    normal: (mean, sd) => {
      const u = 1 - next();
      const v = next();
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    poisson: (mean) => {
      // Knuth's method; means here stay small (goals, touchdowns, hits), larger ones use normal().
      const limit = Math.exp(-mean);
      let count = 0;
      for (let product = next(); product > limit; product *= next()) count += 1;
      return count;
    },
  };
  return random;
};
