import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import { ask, askAfter, entriesOf, entry, projectEntry, withEntries } from './ownerCopies';

// An employer asked of by its whole name, "what does it do?" of the job in view, "lab" for a
// laboratory post, and a work's database named only in its own words.

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;

  it('answers "tell me about <employer>" with the jobs there, not the owner', () => {
    for (const job of entriesOf(owner, 'career').filter((e) => e.organisation)) {
      const a = ask(owner, `tell me about ${job.organisation}`);
      expect(a.items, job.organisation).toContain(job.id);
      expect(a.text).toContain(job.organisation!);
    }
  });

  it('answers "what does it do?" right after the current job with what the employer is', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'quell-now',
        'Quell Tester',
        'Quellpay',
        '2021-12',
        'present',
        'Quellpay is a fintech that offers quell payments to small shops. I test it.',
      ),
    ]);
    const a = askAfter(o, `where does ${first} work?`, 'what does it do?');
    expect(a.text).toContain('offers quell payments');
  });

  it('says what the owner\'s own studio does from "founded … to build …"', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'quell-studio',
        'Founder',
        'Quellworks Studio',
        '2022-10',
        'present',
        'I founded Quellworks Studio to build websites for small shops. We are three people.',
      ),
    ]);
    const a = askAfter(o, `what is the name of ${first}'s studio?`, 'what does it build?');
    expect(a.text).toContain('to build websites for small shops');
  });

  it('finds a laboratory job asked of as a lab job', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'quell-lab',
        'Laboratory Technician',
        'Quellspec',
        '2014-09',
        '2016-02',
        'I calibrated quell spectrometers.',
      ),
      entry('quell-now', 'Quell Tester', 'Quellpay', '2021-12', 'present', 'I test quells.'),
    ]);
    expect(ask(o, `tell me about ${first}'s lab job`).items).toEqual(['quell-lab']);
  });

  it("names the database a work's own words give when its stack lists none", () => {
    const o = {
      ...owner,
      projects: [
        ...owner.projects,
        projectEntry('quell-board', {
          title: 'Quellboard',
          description: 'Quellboard reads reports every night and stores each result in PostgreSQL.',
        }),
      ],
    };
    const a = askAfter(o, 'tell me about Quellboard', 'what database?');
    expect(a.text).toMatch(/^\[\*\*Quellboard\*\*\][^:]*: PostgreSQL/);
  });
});
