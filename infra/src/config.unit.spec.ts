import { describe, expect, it } from 'vitest';
import { readConfig } from './config.js';

describe('PROJECTOR_THREAD', () => {
  it('puts the read models on a thread of their own unless it is false', () => {
    expect(readConfig({}).projectorThread).toBe(true);
    expect(readConfig({ PROJECTOR_THREAD: 'true' }).projectorThread).toBe(true);
    expect(readConfig({ PROJECTOR_THREAD: 'false' }).projectorThread).toBe(false);
  });

  it('refuses anything but true or false', () => {
    expect(() => readConfig({ PROJECTOR_THREAD: 'no' })).toThrow(
      'PROJECTOR_THREAD must be "true" or "false", got "no"',
    );
  });
});
