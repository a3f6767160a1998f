import type { IHeaders, Message } from 'kafkajs';
import type { RecordedEvent } from '../../event-store/event-store.js';
import type { ConsumedMessage } from './kafka-client.js';

/**
 * The wire format between the relay and the consumers: key = stream id (so one stream always lands on one
 * partition, in order), value = the recorded event as JSON, header `position` = its log position, readable
 * without parsing the value so already-applied messages are skipped cheaply.
 */
export const POSITION_HEADER = 'position';

export class MalformedEventMessage extends Error {
  override readonly name = 'MalformedEventMessage';
}

export function toKafkaMessage(event: RecordedEvent): Message {
  return { key: event.streamId, value: JSON.stringify(event), headers: { [POSITION_HEADER]: String(event.position) } };
}

export function positionOf(message: ConsumedMessage): number {
  const text = headerText(message.headers, POSITION_HEADER);
  const position = Number(text);
  if (text === undefined || !Number.isSafeInteger(position) || position <= 0) {
    throw new MalformedEventMessage(`Message at offset ${message.offset} has no valid position header`);
  }
  return position;
}

export function eventOf(message: ConsumedMessage): RecordedEvent {
  const event = JSON.parse(message.value?.toString('utf8') ?? 'null') as RecordedEvent | null;
  if (event === null || event.position !== positionOf(message)) {
    throw new MalformedEventMessage(`Message at offset ${message.offset} does not hold the event its header names`);
  }
  return event;
}

function headerText(headers: IHeaders | undefined, name: string): string | undefined {
  const value = headers?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.toString();
}
