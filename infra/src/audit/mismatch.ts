import type { RecordedEvent } from '@sb/platform';

/**
 * One thing the log and what was derived from it disagree on, located: the stream, the revision and the log
 * position of the event (null when the mismatch is about a read-model document rather than one event), the field,
 * what the log says it should be and what was found.
 */
export type Mismatch = {
  stream: string;
  revision: number | null;
  position: number | null;
  field: string;
  expected: unknown;
  found: unknown;
};

export const eventMismatch = (event: RecordedEvent, field: string, expected: unknown, found: unknown): Mismatch => ({
  stream: event.streamId,
  revision: event.revision,
  position: event.position,
  field,
  expected,
  found,
});

/** `wallet-u1 r12 @345 hash: expected "ab..", found "cd.."` */
export const describeMismatch = ({ stream, revision, position, field, expected, found }: Mismatch): string => {
  const at = [revision === null ? '' : ` revision ${revision}`, position === null ? '' : ` (position ${position})`];
  return `${stream}${at.join('')} ${field}: expected ${JSON.stringify(expected)}, found ${JSON.stringify(found)}`;
};
