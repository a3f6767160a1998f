import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAuditArgs, UsageError } from './audit-args.js';
import { inRange } from './statement.js';

describe('audit command line', () => {
  it('reads each command with its options; the data dir from --data-dir, else DATA_DIR, else ./data', () => {
    expect(parseAuditArgs(['verify'], {})).toEqual({
      name: 'verify',
      dataDir: resolve('./data'),
      json: undefined,
      workers: Math.min(availableParallelism(), 4),
    });
    expect(parseAuditArgs(['verify', '--json', '-', '--workers', '3'], { DATA_DIR: '/srv/book' })).toEqual({
      name: 'verify',
      dataDir: '/srv/book',
      json: '-',
      workers: 3,
    });
    expect(parseAuditArgs(['statement', 'alice', '--from', '2026-11-01', '--to', '2026-11-30', '--csv'], {})).toEqual({
      name: 'statement',
      dataDir: resolve('./data'),
      username: 'alice',
      from: '2026-11-01',
      to: '2026-11-30',
      csv: true,
    });
    expect(parseAuditArgs(['rebuild', '--data-dir', '/tmp/x'], {})).toEqual({ name: 'rebuild', dataDir: '/tmp/x' });
    expect(parseAuditArgs([], {})).toEqual({ name: 'help' });
  });

  it('refuses what it cannot run', () => {
    expect(() => parseAuditArgs(['audit-everything'], {})).toThrow(UsageError);
    expect(() => parseAuditArgs(['statement'], {})).toThrow('statement takes one username');
    expect(() => parseAuditArgs(['statement', 'a', '--from', 'yesterday'], {})).toThrow('--from must be an ISO date');
    expect(() => parseAuditArgs(['verify', '--bogus'], {})).toThrow(UsageError);
    expect(() => parseAuditArgs(['verify', '--workers', '0'], {})).toThrow('--workers must be a whole number');
  });
});

describe('statement date range', () => {
  it('takes --from inclusive and a date-only --to as the whole day', () => {
    const range = { from: '2026-11-20', to: '2026-11-21' };
    expect(inRange('2026-11-20T00:00:00.000Z', range)).toBe(true);
    expect(inRange('2026-11-21T23:59:59.999Z', range)).toBe(true);
    expect(inRange('2026-11-22T00:00:00.000Z', range)).toBe(false);
    expect(inRange('2026-11-19T23:59:59.999Z', range)).toBe(false);
    expect(inRange('2026-11-21T12:00:00.000Z', { to: '2026-11-21T12:00:00.000Z' })).toBe(false);
  });
});
