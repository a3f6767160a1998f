import { ANY, NO_STREAM, STREAM_EXISTS, WrongExpectedVersionError } from '@kurrent/kurrentdb-client';
import type { AllStreamResolvedEvent } from '@kurrent/kurrentdb-client';
import { describe, expect, it } from 'vitest';
import { ExpectedVersionConflict } from '../event-store.js';
import {
  isSystemEvent,
  toConflict,
  toEventData,
  toKurrentPosition,
  toLogPosition,
  toRecordedEvent,
  toStreamState,
} from './kurrentdb-mapping.js';

const metadata = { at: '2026-01-01T00:00:00.000Z', actor: 'system', correlationId: 'c', causationId: 'c', schema: 1 };

describe('KurrentDB mapping', () => {
  it('maps every expected revision to the client stream state', () => {
    expect(toStreamState('any')).toBe(ANY);
    expect(toStreamState('no_stream')).toBe(NO_STREAM);
    expect(toStreamState('stream_exists')).toBe(STREAM_EXISTS);
    expect(toStreamState(41)).toBe(41n);
  });

  it('maps WrongExpectedVersionError to ExpectedVersionConflict with the actual revision', () => {
    const stale = new WrongExpectedVersionError(undefined, { streamName: 'wallet-1', expected: 3n, current: 5n });
    const missing = new WrongExpectedVersionError(undefined, {
      streamName: 'wallet-2',
      expected: STREAM_EXISTS,
      current: NO_STREAM,
    });

    const conflict = toConflict(stale, 3);
    expect(conflict).toBeInstanceOf(ExpectedVersionConflict);
    expect(conflict).toMatchObject({ streamId: 'wallet-1', expected: 3, actual: 5 });
    expect(toConflict(missing, 'stream_exists')).toMatchObject({ streamId: 'wallet-2', actual: -1 });
  });

  it('keeps positions exact and refuses ones a number cannot hold', () => {
    expect(toLogPosition(123_456_789n)).toBe(123_456_789);
    expect(toKurrentPosition(42)).toEqual({ commit: 42n, prepare: 42n });
    expect(() => toLogPosition(2n ** 53n)).toThrow(RangeError);
    expect(() => toLogPosition(undefined)).toThrow(RangeError);
    // the server reports "no position" on stream reads of old versions as an unsigned -1
    expect(() => toLogPosition(18_446_744_073_709_551_615n)).toThrow(RangeError);
  });

  it('builds JSON event data, generating an id when none is given', () => {
    const given = toEventData({
      id: '0b6f9a3e-2f4c-4d59-9b39-7f7b1a1d2c3e',
      type: 'BetPlaced',
      data: { a: 1 },
      metadata,
    });
    const generated = toEventData({ type: 'BetPlaced', data: { a: 1 }, metadata });

    expect(given).toMatchObject({ id: '0b6f9a3e-2f4c-4d59-9b39-7f7b1a1d2c3e', contentType: 'application/json' });
    expect(given).toMatchObject({ type: 'BetPlaced', data: { a: 1 }, metadata });
    expect(generated.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('converts a resolved event and skips a link whose target is gone', () => {
    const resolved = {
      event: {
        streamId: 'game-1',
        id: 'e1',
        revision: 2n,
        type: 'GameStarted',
        data: { at: 1 },
        metadata,
        isJson: true,
        created: new Date(0),
        position: { commit: 900n, prepare: 900n },
      },
      commitPosition: 900n,
    } as AllStreamResolvedEvent;

    expect(toRecordedEvent(resolved)).toEqual({
      id: 'e1',
      streamId: 'game-1',
      revision: 2,
      position: 900,
      type: 'GameStarted',
      data: { at: 1 },
      metadata,
    });
    expect(toRecordedEvent({ commitPosition: 5n })).toBeUndefined();
  });

  it('recognises system events by stream or type', () => {
    expect(isSystemEvent({ streamId: '$stats-127.0.0.1:2113', type: '$statsCollected' })).toBe(true);
    expect(isSystemEvent({ streamId: '$$wallet-1', type: 'anything' })).toBe(true);
    expect(isSystemEvent({ streamId: 'wallet-1', type: 'BetPlaced' })).toBe(false);
  });
});
