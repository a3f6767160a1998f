/** Standard normal CDF (Abramowitz-Stegun 7.1.26, error < 1.5e-7): ample for pricing a simulated market. */
export const normalCdf = (z: number): number => {
  const t = 1 / (1 + 0.3275911 * (Math.abs(z) / Math.SQRT2));
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(z * z) / 2);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
};

/** P(X <= k) for a Poisson count with the given mean. */
export const poissonCdf = (mean: number, k: number): number => {
  if (k < 0) return 0;
  let term = Math.exp(-mean);
  let sum = term;
  for (let i = 1; i <= k; i += 1) {
    term *= mean / i;
    sum += term;
  }
  return Math.min(1, sum);
};

/**
 * P(stat > line) for a stat with the given mean. Small counts (touchdowns, hits, goals) are Poisson; big ones
 * (yards, points, outs) are close to normal with a spread that grows with the mean.
 */
export const overProbability = (mean: number, line: number): number => {
  if (mean <= 0) return 0;
  if (mean < 12) return 1 - poissonCdf(mean, Math.floor(line));
  return 1 - normalCdf((line - mean) / Math.max(2, 0.3 * mean));
};

export const clampProbability = (p: number) => Math.min(0.97, Math.max(0.03, p));

/**
 * A bookmaker's American price for an outcome with fair probability `p`: the book adds its margin (`vig`, e.g.
 * 0.045 on a two-way market) and rounds as books do, to 5 cents below 1000 and to 50 above.
 */
export const bookPrice = (p: number, vig: number): number => {
  const implied = clampProbability(p * (1 + vig / 2) + vig / 4);
  const raw = implied > 0.5 ? (-100 * implied) / (1 - implied) : (100 * (1 - implied)) / implied;
  const step = Math.abs(raw) >= 1000 ? 50 : 5;
  const rounded = Math.round(raw / step) * step;
  // Prices strictly between -100 and +100 do not exist: anything that rounds into the gap is even money.
  return Math.abs(rounded) < 100 ? 100 : rounded;
};

/** Lines end in .5 so that over/under and spreads cannot push. */
export const halfPointLine = (value: number) => Math.floor(value) + 0.5;
