import { readFileSync } from 'node:fs';

/** The product version, from the root package.json. */
export const productVersion = (): string => {
  const url = new URL('../../package.json', import.meta.url);
  return (JSON.parse(readFileSync(url, 'utf8')) as { version: string }).version;
};
