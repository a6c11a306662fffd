import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSpeechDetector, sumLevels, volumeOf } from '../../../engine/speech';
import type { SpeechTimers } from '../../../engine/speech';

/** A hand-driven clock: time moves only when the test says so. */
function manualTimers() {
  let now = 0;
  let nextId = 1;
  const pending = new Map<number, { due: number; run: () => void }>();
  const timers: SpeechTimers = {
    setTimeout: (run, ms) => {
      const id = nextId++;
      pending.set(id, { due: now + ms, run });
      return id;
    },
    clearTimeout: (id) => {
      pending.delete(id as number);
    },
  };
  const advanceTo = (time: number) => {
    for (;;) {
      const due = [...pending.entries()]
        .filter(([, t]) => t.due <= time)
        .sort((a, b) => a[1].due - b[1].due)[0];
      if (!due) break;
      pending.delete(due[0]);
      now = due[1].due;
      due[1].run();
    }
    now = time;
  };
  return { timers, advanceTo, now: () => now, count: () => pending.size };
}

type Sample = { gap: number; levels: number[] };

function run(samples: Sample[]) {
  const clock = manualTimers();
  const log: string[] = [];
  const volumes: number[] = [];
  const detector = createSpeechDetector({
    timers: clock.timers,
    onSpeechStart: () => log.push(`start@${clock.now()}`),
    onSpeechEnd: () => log.push(`end@${clock.now()}`),
    onVolume: (v) => volumes.push(v),
  });
  let t = 0;
  for (const sample of samples) {
    t += sample.gap;
    clock.advanceTo(t);
    detector.feed(sample.levels);
  }
  clock.advanceTo(t + 5000);
  return { log, volumes, pendingTimers: clock.count() };
}

/** The rule as stated: start above 0.01, end 1000 ms after the last such level. */
function expected(samples: Sample[]): string[] {
  const log: string[] = [];
  let lastLoud: number | null = null;
  let t = 0;
  for (const sample of samples) {
    t += sample.gap;
    if (lastLoud !== null && t >= lastLoud + 1000) {
      log.push(`end@${lastLoud + 1000}`);
      lastLoud = null;
    }
    const sum = sample.levels.filter((l) => l > 0).reduce((a, b) => a + b, 0);
    if (sum > 0.01) {
      if (lastLoud === null) log.push(`start@${t}`);
      lastLoud = t;
    }
  }
  if (lastLoud !== null) log.push(`end@${lastLoud + 1000}`);
  return log;
}

const level = fc.oneof(
  fc.constant(0),
  fc.double({ min: 0, max: 0.012, noNaN: true }),
  fc.double({ min: 0, max: 1, noNaN: true }),
);
const samples = fc.array(
  fc.record({
    gap: fc.oneof(fc.constant(100), fc.integer({ min: 1, max: 1500 })),
    levels: fc.array(level, { maxLength: 4 }),
  }),
  { maxLength: 80 },
);

describe('speech detection (property-based)', () => {
  it('emits speech-start and speech-end exactly as the threshold and 1000 ms rule say', () => {
    fc.assert(
      fc.property(samples, (s) => {
        expect(run(s).log).toEqual(expected(s));
      }),
      { numRuns: 400 },
    );
  });

  it('alternates start and end, starting with start, and leaves no timer once quiet', () => {
    fc.assert(
      fc.property(samples, (s) => {
        const { log, pendingTimers } = run(s);
        log.forEach((entry, i) => expect(entry.startsWith(i % 2 === 0 ? 'start' : 'end')).toBe(true));
        expect(log.length % 2).toBe(0);
        expect(pendingTimers).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('reports volume as the summed level over 0.15, capped at 1, once per sample', () => {
    fc.assert(
      fc.property(samples, (s) => {
        const { volumes } = run(s);
        expect(volumes).toHaveLength(s.length);
        volumes.forEach((v, i) => {
          const sum = (s[i]?.levels ?? []).reduce((a, b) => a + b, 0);
          expect(v).toBeCloseTo(Math.min(sum / 0.15, 1), 12);
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(1);
        });
      }),
      { numRuns: 300 },
    );
  });
});

describe('speech detection', () => {
  afterEach(() => vi.useRealTimers());

  it("sums participants' levels, treating garbled levels as silence", () => {
    expect(sumLevels({ a: 0.004, b: 0.007 })).toBeCloseTo(0.011);
    expect(sumLevels([Number.NaN, -1, Number.POSITIVE_INFINITY, 0.02])).toBeCloseTo(0.02);
    expect(volumeOf(0.3)).toBe(1);
  });

  it('detects speech from two quiet participants together', () => {
    const { log } = run([{ gap: 100, levels: [0.006, 0.006] }]);
    expect(log).toEqual(['start@100', 'end@1100']);
  });

  it('uses the global timers by default and cancels its timer on dispose without an event', () => {
    vi.useFakeTimers();
    const events: string[] = [];
    const detector = createSpeechDetector({
      onSpeechStart: () => events.push('start'),
      onSpeechEnd: () => events.push('end'),
      onVolume: () => {},
    });
    detector.feed({ speaker: 0.5 });
    expect(detector.speaking).toBe(true);
    expect(vi.getTimerCount()).toBe(1);
    detector.dispose();
    expect(vi.getTimerCount()).toBe(0);
    detector.feed({ speaker: 0.5 });
    vi.advanceTimersByTime(2000);
    expect(events).toEqual(['start']);
  });
});
