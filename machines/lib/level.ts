// Level and experience from a birth date: pure date arithmetic in UTC calendar days, so a
// visitor's time zone or daylight-saving change never shifts the numbers.

export interface LevelStats {
  /** Age in whole years. */
  level: number;
  /** Days since the last birthday (0 on the birthday itself). */
  daysPassed: number;
  /** Days in the current birthday-to-birthday cycle: 365 or 366. */
  daysInYear: number;
  /** daysPassed / daysInYear as a percentage, 0 to 100. */
  percent: number;
}

const DAY_MS = 86_400_000;

const dayNumber = (year: number, month: number, day: number) =>
  Math.floor(Date.UTC(year, month, day) / DAY_MS);

/** The birthday in a given year; 29 February falls on 1 March in common years. */
function birthdayIn(year: number, month: number, day: number) {
  const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  if (month === 1 && day === 29 && !isLeap) return dayNumber(year, 2, 1);
  return dayNumber(year, month, day);
}

export function levelStats(birthDate: string, now: Date): LevelStats {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const month = bm - 1;
  const today = dayNumber(now.getFullYear(), now.getMonth(), now.getDate());
  let year = now.getFullYear();
  if (birthdayIn(year, month, bd) > today) year -= 1;
  const last = birthdayIn(year, month, bd);
  const next = birthdayIn(year + 1, month, bd);
  const daysPassed = today - last;
  const daysInYear = next - last;
  return { level: year - by, daysPassed, daysInYear, percent: (daysPassed / daysInYear) * 100 };
}
