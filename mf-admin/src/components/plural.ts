/** '1 game', '3 games': counts in toasts and descriptions read as sentences. */
export const plural = (count: number, noun: string): string =>
  `${count.toLocaleString('en-US')} ${count === 1 ? noun : `${noun}s`}`;
