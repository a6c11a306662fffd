// What an app message from the platform means to the client.
import type { AppMessage, KnownAppMessage } from '../../machines/webCall.types';

/** 'listening' starts the call; anything else is JSON, passed on as sent if it is an object with a string `type`. */
export function readAppMessage(data: unknown): AppMessage | 'listening' {
  let message = data;
  try {
    message = JSON.parse(data as string);
  } catch {
    // 'listening', or not JSON: passed on as it came.
  }
  return data === 'listening'
    ? data
    : typeof (message as AppMessage | null)?.type === 'string'
      ? (message as AppMessage)
      : { type: 'unrecognized', data };
}

const roles = ['user', 'assistant'];

/** The message as its known kind when it has that kind's shape, else undefined. */
export function knownAppMessage(message: AppMessage): KnownAppMessage | undefined {
  const m = message as Record<string, unknown>;
  const known =
    m.type === 'transcript'
      ? roles.includes(m.role as string) &&
        (m.transcriptType === 'partial' || m.transcriptType === 'final') &&
        typeof m.transcript === 'string'
      : m.type === 'speech-update'
        ? roles.includes(m.role as string) && (m.status === 'started' || m.status === 'stopped')
        : m.type === 'status-update' &&
          typeof m.status === 'string' &&
          (m.endedReason === undefined || typeof m.endedReason === 'string');
  return known ? (message as KnownAppMessage) : undefined;
}
