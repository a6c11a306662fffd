import { describe, expect, it } from 'vitest';
import { levelStats } from '../../../machines/lib/level';

// Local dates (the visitor's calendar day), built without time-zone surprises.
const on = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h);

describe('levelStats', () => {
  it('counts whole years and days since the last birthday', () => {
    expect(levelStats('1994-08-17', on(2026, 11, 22))).toMatchObject({
      level: 32,
      daysPassed: 97,
      daysInYear: 365,
    });
  });
  it('levels up on the birthday itself, with zero days passed', () => {
    expect(levelStats('1994-08-17', on(2026, 8, 17, 0))).toMatchObject({
      level: 32,
      daysPassed: 0,
      percent: 0,
    });
  });
  it('is on the last day of the cycle the day before the birthday', () => {
    const stats = levelStats('1994-08-17', on(2026, 8, 16, 23));
    expect(stats).toMatchObject({ level: 31, daysPassed: 364, daysInYear: 365 });
    expect(stats.percent).toBeGreaterThanOrEqual(99);
  });
  it('uses 366 days when the cycle spans 29 February', () => {
    expect(levelStats('1990-06-01', on(2024, 1, 1))).toMatchObject({ daysInYear: 366 });
    expect(levelStats('1990-01-01', on(2024, 6, 1))).toMatchObject({ daysInYear: 366 });
    expect(levelStats('1990-06-01', on(2025, 1, 1))).toMatchObject({ daysInYear: 365 });
  });
  it('celebrates a 29 February birthday on 1 March in common years', () => {
    expect(levelStats('2000-02-29', on(2023, 2, 28))).toMatchObject({ level: 22, daysPassed: 364 });
    expect(levelStats('2000-02-29', on(2023, 3, 1))).toMatchObject({
      level: 23,
      daysPassed: 0,
      daysInYear: 365,
    });
    expect(levelStats('2000-02-29', on(2024, 2, 29))).toMatchObject({
      level: 24,
      daysPassed: 0,
      daysInYear: 366,
    });
  });
  it('keeps the percentage within 0 to 100 every day of a leap cycle', () => {
    for (let day = 0; day < 400; day++) {
      const { percent } = levelStats('1996-02-29', new Date(2027, 0, 1 + day, 12));
      expect(percent).toBeGreaterThanOrEqual(0);
      expect(percent).toBeLessThan(100);
    }
  });
});
