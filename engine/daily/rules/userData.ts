import { fail, judge, type Verdict } from './verdict';

export const MAX_USER_DATA_SIZE = 4096;

/** daily-js `ks`: a string is measured as is, anything else as its JSON. */
export function assertUserData(data: unknown): void {
  if (data === undefined) return;
  let serialized: string;
  if (typeof data === 'string') serialized = data;
  else {
    try {
      serialized = JSON.stringify(data);
      JSON.parse(serialized);
    } catch (error) {
      fail(`userData must be serializable to JSON: ${String(error)}`);
    }
  }
  if (serialized.length > MAX_USER_DATA_SIZE)
    fail(
      `userData is too large (${serialized.length} characters). Maximum size suppported is ${MAX_USER_DATA_SIZE}.`,
    );
}

/** setUserData(data). */
export const checkUserData = (data: unknown): Verdict => judge('user-data', () => assertUserData(data));
