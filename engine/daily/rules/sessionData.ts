import { fail, judge, kind, type Verdict } from './verdict';

export const MAX_SESSION_DATA_SIZE = 102400;
export const MAX_APP_MESSAGE_SIZE = 4096;
export const MERGE_STRATEGIES = ['replace', 'shallow-merge'] as const;

/** setMeetingSessionData(data, mergeStrategy = 'replace'). */
export const checkSessionData = (data: unknown, mergeStrategy: unknown = 'replace'): Verdict =>
  judge('session-data', () => {
    if (!(MERGE_STRATEGIES as readonly unknown[]).includes(mergeStrategy))
      fail(`Unrecognized mergeStrategy provided. Options are: [${MERGE_STRATEGIES.join(',')}]`);
    const proto = data !== null && kind(data) === 'object' ? Object.getPrototypeOf(data) : undefined;
    if (data === null || kind(data) !== 'object' || !(proto == null || proto === Object.prototype))
      fail('Meeting session data must be a plain (map-like) object');
    let serialized: string;
    try {
      serialized = JSON.stringify(data);
      JSON.parse(serialized);
    } catch (error) {
      fail(`Meeting session data must be serializable to JSON: ${String(error)}`);
    }
    if (serialized.length > MAX_SESSION_DATA_SIZE)
      fail(
        `Meeting session data is too large (${serialized.length} characters). Maximum size suppported is ${MAX_SESSION_DATA_SIZE}.`,
      );
  });

/** sendAppMessage(data): the cap is 4096 until the call machine reports its own on join. */
export const checkAppMessage = (data: unknown, maxSize: number = MAX_APP_MESSAGE_SIZE): Verdict =>
  judge('app-message', () => {
    if ((JSON.stringify(data) as string).length > maxSize)
      fail(`Message data too large. Max size is ${maxSize}`);
  });
