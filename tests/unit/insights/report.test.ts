import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { runInsights } from '../../../server/insights/cli';
import { insightsRecorder } from '../../../server/insights/record';
import type { InsightsReport } from '../../../server/insights/report';
import type { AnswerKind } from '../../../contracts/chat';
import { appWith, fileBackend, postgresBackend, token, visitor, type Backend } from './helpers';

// `npm run insights` counts what was asked: per day, per kind, the unanswered questions grouped by how
// the assistant read them, and the visitors with their questions; and it deletes on the owner's word.

const DAY = 86_400_000;
const today = new Date();
const daysAgo = (n: number) => new Date(today.getTime() - n * DAY);
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

interface Asked {
  at: Date;
  who: ReturnType<typeof visitor>;
  text: string;
  kind?: AnswerKind;
  items?: string[];
}

async function run(env: Record<string, string>, argv: string[]) {
  let out = '';
  let err = '';
  const code = await runInsights(argv, env, {
    out: (t) => (out += `${t}\n`),
    err: (t) => (err += `${t}\n`),
    now: today,
  });
  return { code, out, err };
}

describe.each([
  ['the file store', fileBackend],
  ['PostgreSQL', postgresBackend],
] as [string, () => Promise<Backend>][])('npm run insights over %s', (_name, make) => {
  let backend: Backend;
  const opened: { close: () => Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((o) => o.close()));
    await backend?.reset();
  });
  afterAll(() => backend?.close());

  async function seed(asked: Asked[]) {
    backend ??= await make();
    const made = await appWith(backend);
    opened.push(made);
    for (const a of asked) {
      const record = insightsRecorder(made.stores.insights, { retentionDays: 90, now: () => a.at });
      await record({
        request: { userText: a.text, questionId: token('q'), visitor: a.who },
        answer: { text: 'an answer', kind: a.kind ?? 'answered', items: a.items ?? [] },
      });
    }
    return made;
  }

  it('counts conversations and questions per day, kinds, unanswered groups and visitors as they were asked', async () => {
    const ada = visitor('ada@example.com');
    const adaLater = { ...visitor('ADA@example.com') };
    const bob = visitor('bob@example.com');
    const asked: Asked[] = [
      { at: daysAgo(2), who: ada, text: 'Does he know Go?', kind: 'not-listed', items: ['backend'] },
      { at: daysAgo(2), who: ada, text: 'What projects has he built?', kind: 'answered', items: ['snake'] },
      { at: daysAgo(1), who: bob, text: 'does he know go', kind: 'not-listed', items: ['backend'] },
      { at: daysAgo(1), who: bob, text: 'What is his salary?', kind: 'not-on-site' },
      { at: daysAgo(1), who: bob, text: 'Capital of Australia?', kind: 'off-topic' },
      { at: daysAgo(0), who: adaLater, text: 'Does he know Go ?', kind: 'not-listed', items: ['backend'] },
      { at: daysAgo(40), who: bob, text: 'Outside the period', kind: 'not-on-site' },
    ];
    const { env } = await seed(asked);
    const { code, out } = await run(env, ['--days', '7', '--json']);
    expect(code).toBe(0);
    const report = JSON.parse(out) as InsightsReport;
    const inPeriod = asked.filter((a) => a.at >= daysAgo(6.99));

    expect(report.period).toEqual({ from: dayOf(daysAgo(6)), to: dayOf(today), days: 7 });
    expect(report.totals.questions).toBe(inPeriod.length);
    expect(report.totals.conversations).toBe(new Set(inPeriod.map((a) => a.who.conversationId)).size);
    expect(report.totals.visitors).toBe(2);
    for (const n of [0, 1, 2])
      expect(report.perDay.find((d) => d.day === dayOf(daysAgo(n)))).toEqual({
        day: dayOf(daysAgo(n)),
        questions: inPeriod.filter((a) => dayOf(a.at) === dayOf(daysAgo(n))).length,
        conversations: new Set(
          inPeriod.filter((a) => dayOf(a.at) === dayOf(daysAgo(n))).map((a) => a.who.conversationId),
        ).size,
      });
    expect(report.kinds[0]).toEqual({ kind: 'not-listed', questions: 3 });
    expect(report.kinds).toContainEqual({ kind: 'off-topic', questions: 1 });

    // Not listed and not on the site are what the assistant could not answer; the three wordings of
    // one question are one line.
    expect(report.totals.unanswered).toBe(4);
    expect(report.unanswered.map((g) => [g.kind, g.items, g.count])).toEqual([
      ['not-listed', ['backend'], 3],
      ['not-on-site', [], 1],
    ]);
    expect(report.unanswered[0]!.questions).toHaveLength(1);
    expect(report.unanswered[0]!.questions[0]).toMatchObject({
      normalised: 'does he know go',
      count: 3,
      wordings: ['Does he know Go?', 'does he know go', 'Does he know Go ?'],
    });

    const adaRow = report.visitors.find((v) => v.email === 'ada@example.com')!;
    expect(adaRow.conversations.sort()).toEqual([ada.conversationId, adaLater.conversationId].sort());
    expect(adaRow.questions.map((q) => q.question)).toEqual([
      'Does he know Go?',
      'What projects has he built?',
      'Does he know Go ?',
    ]);

    const text = await run(env, ['--days', '7']);
    expect(text.out).toContain(`${inPeriod.length} questions`);
    expect(text.out).toMatch(/3 × Does he know Go\?/);
    expect(text.out).toContain('bob@example.com');
  });

  it('deletes a conversation by id, or every question of an email, with one command', async () => {
    const ada = visitor('ada@example.com');
    const ada2 = visitor('ada@example.com');
    const bob = visitor('bob@example.com');
    const { env, all } = await seed([
      { at: today, who: ada, text: 'one' },
      { at: today, who: ada2, text: 'two' },
      { at: today, who: bob, text: 'three' },
    ]);
    const byId = await run(env, ['--delete', bob.conversationId]);
    expect(byId.out).toMatch(/Deleted 1 question of conversation/);
    const byEmail = await run(env, ['--delete', 'Ada@Example.com']);
    expect(byEmail.out).toMatch(/Deleted 2 questions of the email/);
    expect(await all()).toEqual([]);
  });

  it('says what is wrong with its arguments', async () => {
    backend ??= await make();
    const env = await backend.env();
    expect((await run(env, ['--days', 'soon'])).err).toMatch(/--days takes a whole number/);
    expect((await run(env, ['--from', '2025-02-30x'])).err).toMatch(/A day is YYYY-MM-DD/);
    expect((await run(env, ['--bogus'])).code).toBe(2);
  });
});
