import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as daily from '../../../engine/daily';

// The contract of engine/daily: every check* answers with a verdict for any input, undefined included,
// and never throws (daily-js's own TypeErrors on malformed input become failing verdicts). The checks are
// taken from the module itself, so one added later is held to the same contract.

type Check = (...args: unknown[]) => unknown;
const checks = Object.entries(daily).filter(
  (entry): entry is [string, Check] => entry[0].startsWith('check') && typeof entry[1] === 'function',
);

const anything = fc.anything({
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withNullPrototype: true,
  withObjectString: true,
  withSet: true,
  withSparseArray: true,
  withTypedArray: true,
  withUnicodeString: true,
});
// Up to three arguments (the most any check takes), each possibly missing or undefined.
const args = fc.array(fc.oneof(fc.constant(undefined), fc.constant(null), anything), { maxLength: 3 });

function expectVerdict(verdict: unknown) {
  expect(verdict).toBeTypeOf('object');
  const v = verdict as { ok: unknown; rule?: unknown; message?: unknown };
  expect(typeof v.ok).toBe('boolean');
  if (v.ok === false) {
    expect(typeof v.rule).toBe('string');
    expect(typeof v.message).toBe('string');
  }
}

describe('engine/daily checks', () => {
  it('exports the checks the contract covers', () => {
    expect(checks.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'checkCustomTrack',
        'checkNewInstance',
        'checkCreateCallObject',
        'checkCallProperties',
        'checkAppMessage',
      ]),
    );
    expect(checks.length).toBeGreaterThan(30);
  });

  it.each(checks)('%s returns a verdict for no argument, undefined and null', (_name, check) => {
    for (const input of [[], [undefined], [null], [undefined, undefined, undefined], [null, null, null]])
      expectVerdict(check(...input));
  });

  it.each(checks)('%s returns a verdict for arbitrary input and never throws', (_name, check) => {
    fc.assert(
      fc.property(args, (input) => expectVerdict(check(...input))),
      { numRuns: 300 },
    );
  });

  it('refuses what daily-js refuses for a missing or malformed argument, with its message', () => {
    expect(daily.checkCustomTrack(undefined as never)).toMatchObject({
      ok: false,
      message: 'Custom tracks provided must be instances of MediaStreamTrack',
    });
    expect(daily.checkNewInstance(undefined as never)).toEqual({ ok: true });
    expect(daily.checkCreateCallObject(null as never)).toMatchObject({
      ok: false,
      message: "Cannot set properties of null (setting 'layout')",
    });
    expect(daily.checkSimulcastEncodings([{}], null as never)).toMatchObject({
      ok: false,
      rule: 'simulcast-encodings',
    });
  });
});
