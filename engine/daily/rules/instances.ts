import { fail, judge, type Verdict } from './verdict';

export interface InstanceOptions {
  /** How many daily-js call instances are alive (created and not destroyed). */
  liveInstances: number;
  strictMode?: unknown;
  allowMultipleCallInstances?: unknown;
}

/**
 * createCallObject()/createFrame() while another instance lives. daily-js refuses in strict mode (the
 * default) and only warns with `strictMode: false`. Note: an instance whose properties fail validation
 * in daily-js's constructor is already registered and never released, so every later create fails
 * with this error; validating first avoids that trap.
 */
export const checkNewInstance = (options: InstanceOptions): Verdict =>
  judge('duplicate-instance', () => {
    // Object() makes a missing or malformed options object an empty one: no live instance, nothing to refuse.
    const { liveInstances, strictMode, allowMultipleCallInstances } = Object(
      options,
    ) as Partial<InstanceOptions>;
    const strict = strictMode === undefined || Boolean(strictMode);
    if (
      (liveInstances as number) > 0 &&
      !(allowMultipleCallInstances != null && allowMultipleCallInstances) &&
      strict
    ) {
      fail('Duplicate DailyIframe instances are not allowed');
    }
  });
