import { ANY, NO_STREAM, STREAM_EXISTS, jsonEvent } from '@kurrent/kurrentdb-client';
import type {
  AllStreamResolvedEvent,
  AppendStreamState,
  EventData,
  JSONType,
  Position,
  ResolvedEvent,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import { newEventId } from '../event-id.js';
import { ExpectedVersionConflict } from '../event-store.js';
import type { EventMetadata, ExpectedRevision, NewEvent, RecordedEvent } from '../event-store.js';

const MAX_SAFE_POSITION = BigInt(Number.MAX_SAFE_INTEGER);

export function toStreamState(expected: ExpectedRevision): AppendStreamState {
  switch (expected) {
    case 'any':
      return ANY;
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    default:
      return BigInt(expected);
  }
}

export function toConflict(error: WrongExpectedVersionError, expected: ExpectedRevision): ExpectedVersionConflict {
  const { actualState } = error;
  const actual = actualState === NO_STREAM ? -1 : typeof actualState === 'bigint' ? Number(actualState) : undefined;
  return new ExpectedVersionConflict(error.streamName, expected, actual);
}

export function toEventData(event: NewEvent): EventData {
  return jsonEvent({
    id: event.id ?? newEventId(),
    type: event.type,
    // The client JSON.stringify-s data of any JSON value; its JSONType is only narrower than what it accepts.
    data: (event.data ?? null) as JSONType,
    metadata: event.metadata,
  });
}

/**
 * The port's global position is KurrentDB's commit position. Events appended through the gRPC API are written as
 * implicit transactions whose every event record is its own commit point, so each event's commit position is
 * unique and increases in $all order (only the legacy TCP API's explicit transactions shared one commit position
 * between events, and nothing here writes those). The commit position is a byte offset in the transaction log:
 * it fits a JavaScript number exactly up to 2^53 bytes (8 PiB) of log, and this throws rather than round beyond.
 */
export function toLogPosition(commit: bigint | undefined): number {
  if (commit === undefined || commit < 0n || commit > MAX_SAFE_POSITION) {
    throw new RangeError(`KurrentDB returned no usable commit position (${String(commit)})`);
  }
  return Number(commit);
}

/** Inverse of toLogPosition for a position read from an event: there commit and prepare position are equal. */
export function toKurrentPosition(position: number): Position {
  const exact = BigInt(position);
  return { commit: exact, prepare: exact };
}

/** System events ($-prefixed types or streams: stats, metadata, links) are KurrentDB's own business. */
export function isSystemEvent({ streamId, type }: { streamId: string; type: string }): boolean {
  return streamId.startsWith('$') || type.startsWith('$');
}

/** Undefined for a link whose target is gone; the port only knows plain JSON events. */
export function toRecordedEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | undefined {
  const { event } = resolved;
  if (!event) return undefined;
  return {
    id: event.id,
    streamId: event.streamId,
    revision: Number(event.revision),
    position: toLogPosition(event.position?.commit ?? resolved.commitPosition),
    type: event.type,
    data: event.data,
    metadata: event.metadata as EventMetadata,
  };
}
