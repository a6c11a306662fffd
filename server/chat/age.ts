// The owner's age is the site's "level", so it is computed per request from content's birth date
// rather than stored anywhere that could go stale.

export interface AgeFacts {
  age: number;
  nextBirthday: string;
  daysToNextBirthday: number;
  /** Days elapsed since the last birthday over the days in that year cycle, 0 to 100. */
  progressPercent: number;
}

const DAY = 86_400_000;
const utcDate = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d);

export function ageFacts(birthDate: string, now: Date): AgeFacts {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const today = utcDate(now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate());
  const thisYear = now.getUTCFullYear();
  const hadBirthday = today >= utcDate(thisYear, bm, bd);
  const age = thisYear - by - (hadBirthday ? 0 : 1);
  const last = utcDate(by + age, bm, bd);
  const next = utcDate(by + age + 1, bm, bd);
  return {
    age,
    nextBirthday: new Date(next).toISOString().slice(0, 10),
    daysToNextBirthday: Math.round((next - today) / DAY),
    progressPercent: Math.floor(((today - last) / (next - last)) * 100),
  };
}
