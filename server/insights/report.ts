import type { Period, QuestionRecord } from './store';

// What the owner reads: for a period, conversations and questions per day, the kinds of question most
// asked, every question the assistant could not answer (grouped by how it read the question, then by
// the question's normalised text), and the visitors who left an email with their questions.

/**
 * The kinds that mean the assistant could not answer from the site: a fair question the content does
 * not answer, and a skill or kind of work not in its complete lists. Off-topic questions are not about
 * the owner, so the content cannot fix them; they show under the kinds.
 */
export const UNANSWERED_KINDS: readonly string[] = ['not-on-site', 'not-listed'];

/** A question's kind when the answerer did not name one. */
export const UNKNOWN_KIND = 'unknown';

export interface DayCount {
  /** YYYY-MM-DD, UTC. */
  day: string;
  conversations: number;
  questions: number;
}

export interface UnansweredGroup {
  kind: string;
  items: string[];
  count: number;
  questions: {
    /** Lower case, single spaces, no closing punctuation: how the same question is recognised. */
    normalised: string;
    /** The first wording as a visitor typed it. */
    text: string;
    /** Every distinct wording, in the order they were asked. */
    wordings: string[];
    count: number;
    lastAskedAt: string;
  }[];
}

export interface VisitorQuestions {
  email: string;
  conversations: string[];
  questions: { askedAt: string; question: string; kind: string }[];
}

export interface InsightsReport {
  period: { from: string; to: string; days: number };
  totals: { conversations: number; questions: number; unanswered: number; visitors: number };
  perDay: DayCount[];
  kinds: { kind: string; questions: number }[];
  unanswered: UnansweredGroup[];
  visitors: VisitorQuestions[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (iso: string) => iso.slice(0, 10);

export function normaliseQuestion(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s?!.…]+$/u, '');
}

/** The whole UTC days `from` to `to`, both included, as a period. */
export function periodOfDays(from: string, to: string): Period {
  const start = new Date(`${from}T00:00:00.000Z`);
  const end = new Date(`${to}T00:00:00.000Z`);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()))
    throw new Error(`A day is YYYY-MM-DD: got "${Number.isNaN(start.getTime()) ? from : to}".`);
  if (end < start) throw new Error(`The period ends (${to}) before it starts (${from}).`);
  return { from: start, to: new Date(end.getTime() + DAY_MS) };
}

/** The last `days` UTC days, today included. */
export function lastDays(days: number, now = new Date()): Period {
  const today = dayOf(now.toISOString());
  const first = dayOf(new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString());
  return periodOfDays(first, today);
}

const byCountThenName =
  <T extends { count: number }>(name: (t: T) => string) =>
  (a: T, b: T) =>
    b.count - a.count || name(a).localeCompare(name(b));

export function buildReport(records: readonly QuestionRecord[], period: Period): InsightsReport {
  const inPeriod = records.filter((r) => {
    const at = Date.parse(r.askedAt);
    return at >= period.from.getTime() && at < period.to.getTime();
  });
  const kindOf = (r: QuestionRecord) => r.kind ?? UNKNOWN_KIND;

  const perDay: DayCount[] = [];
  for (let t = period.from.getTime(); t < period.to.getTime(); t += DAY_MS) {
    const day = dayOf(new Date(t).toISOString());
    const asked = inPeriod.filter((r) => dayOf(r.askedAt) === day);
    perDay.push({
      day,
      conversations: new Set(asked.map((r) => r.conversationId)).size,
      questions: asked.length,
    });
  }

  const kindCounts = new Map<string, number>();
  for (const r of inPeriod) kindCounts.set(kindOf(r), (kindCounts.get(kindOf(r)) ?? 0) + 1);
  const kinds = [...kindCounts]
    .map(([kind, count]) => ({ kind, count }))
    .sort(byCountThenName((k) => k.kind))
    .map(({ kind, count }) => ({ kind, questions: count }));

  const groups = new Map<string, UnansweredGroup>();
  for (const r of inPeriod.filter((q) => UNANSWERED_KINDS.includes(kindOf(q)))) {
    const groupKey = `${kindOf(r)}\u0000${r.items.join(',')}`;
    let group = groups.get(groupKey);
    if (!group) groups.set(groupKey, (group = { kind: kindOf(r), items: r.items, count: 0, questions: [] }));
    group.count += 1;
    const normalised = normaliseQuestion(r.question);
    let same = group.questions.find((q) => q.normalised === normalised);
    if (!same)
      group.questions.push(
        (same = { normalised, text: r.question, wordings: [], count: 0, lastAskedAt: r.askedAt }),
      );
    same.count += 1;
    same.lastAskedAt = r.askedAt;
    if (!same.wordings.includes(r.question)) same.wordings.push(r.question);
  }
  const unanswered = [...groups.values()].sort(byCountThenName((g) => `${g.kind} ${g.items.join(',')}`));
  for (const group of unanswered) group.questions.sort(byCountThenName((q) => q.normalised));

  const people = new Map<string, VisitorQuestions>();
  for (const r of inPeriod) {
    const email = r.email.trim().toLowerCase();
    let person = people.get(email);
    if (!person) people.set(email, (person = { email, conversations: [], questions: [] }));
    if (!person.conversations.includes(r.conversationId)) person.conversations.push(r.conversationId);
    person.questions.push({ askedAt: r.askedAt, question: r.question, kind: kindOf(r) });
  }

  return {
    period: {
      from: dayOf(period.from.toISOString()),
      to: dayOf(new Date(period.to.getTime() - 1).toISOString()),
      days: perDay.length,
    },
    totals: {
      conversations: new Set(inPeriod.map((r) => r.conversationId)).size,
      questions: inPeriod.length,
      unanswered: unanswered.reduce((sum, g) => sum + g.count, 0),
      visitors: people.size,
    },
    perDay,
    kinds,
    unanswered,
    visitors: [...people.values()].sort((a, b) => a.email.localeCompare(b.email)),
  };
}
