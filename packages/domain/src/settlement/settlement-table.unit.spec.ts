import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

/** Row ids of SETTLEMENT.md: the first cell of every table row that is not a header or a rule. */
const tableIds = read('./SETTLEMENT.md')
  .split('\n')
  .flatMap((line) => /^\| ([A-Z]\d+) +\|/.exec(line)?.[1] ?? []);

const ROW_SPECS = ['./settlement-rules.unit.spec.ts', './bet-settlement.unit.spec.ts', './settle-bet.unit.spec.ts'];

/** Ids that start an `it(` name in the row specs, e.g. it('M6 spread: ...'). */
const testedIds = ROW_SPECS.flatMap((file) => [...read(file).matchAll(/\bit\(\s*['"`]([A-Z]\d+) /g)].map((m) => m[1]));

describe('SETTLEMENT.md', () => {
  it('has rows to check', () => expect(tableIds.length).toBeGreaterThan(40));

  it('has one test per row and no test without a row', () => {
    expect([...testedIds].sort()).toEqual([...tableIds].sort());
  });
});
