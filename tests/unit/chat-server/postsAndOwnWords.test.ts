import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import {
  ask,
  askAfter,
  entriesOf,
  entry,
  hackathonEntry,
  projectEntry,
  withEntries,
  withFaq,
  withSkill,
} from './ownerCopies';

// Two posts weighed by the titles that hold them, jobs counted for a comparison, a skill used more
// than another, experience of a field led by the job, and the yes or no an owner's own answer
// implies without saying it.

const jobs = (o: Owner) => entriesOf(o, 'career');
// A job whose own words say the field, for questions of experience in it.
const FINTECH_JOB = entry(
  'pay',
  'Engineer',
  'Kontor Pay',
  '2023-02',
  'present',
  'I build the models of a payments fintech.',
);
const withProjects = (o: Owner, projects: Owner['projects']): Owner => ({ ...o, projects });

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  it('weighs two posts by the jobs titled with each, the current one first', () => {
    const o = withEntries(owner, 'career', [
      entry('studio', 'Graphic Designer', 'Inkwell Studio', '2015-02', '2019-06', 'Posters and brands.'),
      entry('bank', 'Mobile Developer', 'Tandem Bank', '2019-07', 'present', 'Native apps.'),
    ]);
    const a = ask(o, `Is ${name} a designer or a developer?`);
    expect(a.text).toMatch(/^A developer now: /);
    expect(a.text).toMatch(/A designer before: .*Graphic Designer/);
    expect(a.items).toEqual(['bank', 'studio']);
  });

  it('compares the jobs a question counts, leaving out the academic ones for "industry"', () => {
    const o = withEntries(owner, 'career', [
      entry('postdoc', 'Research Scientist', 'Humboldt University', '2017-09', '2020-03', 'Papers.'),
      entry('grocer', 'ML Engineer', 'Lieferbar', '2020-04', '2023-01', 'Forecasts.'),
      entry('pay', 'Senior ML Engineer', 'Kontor Pay', '2023-02', 'present', 'Fraud models.'),
    ]);
    const a = ask(o, `Compare ${name}'s two industry jobs.`);
    expect(a.text).toMatch(/\bSide by side \(newest first\)/);
    expect(a.items).toEqual(['pay', 'grocer']);
    expect(ask(o, `compare ${name}'s jobs`).items).toEqual(['pay', 'grocer', 'postdoc']);
  });

  it('leads "which does he use more?" with the skill more of the work uses', () => {
    const tally = (title: string) =>
      [...owner.projects, ...owner.hackathons].filter((w) => w.techStack.some((t) => t.title === title))
        .length;
    const listed = owner.skills
      .flatMap((c) => c.skills)
      .filter((s) => s.title.length > 3)
      .sort((x, y) => tally(y.title) - tally(x.title));
    const [more, less] = [listed[0]!, listed.at(-1)!];
    expect(tally(more.title)).toBeGreaterThan(tally(less.title));
    const a = ask(owner, `${more.title} or ${less.title}: which does ${name} use more?`);
    expect(a.text).toMatch(new RegExp(`^By the work on the site, ${more.title.replace(/[.+]/g, '\\$&')}:`));
  });

  it('reads "Machine learning" as a field, not a level the owner files skills by', () => {
    const [first, ...rest] = owner.skills;
    const o = { ...owner, skills: [{ ...first!, name: 'Machine learning' }, ...rest] } as Owner;
    const [a, b] = o.skills.flatMap((c) => c.skills).filter((s) => s.title.length > 3);
    const text = ask(o, `compare ${name}'s ${a!.title} and ${b!.title} experience`).text;
    expect(text).not.toMatch(/files skills by level/);
  });

  it('places the studies in view for "where did they get it?"', () => {
    const placed = entriesOf(owner, 'education').filter((e) => e.organisation);
    const a = askAfter(owner, `What degree does ${name} have?`, 'where did they get it?');
    for (const e of placed) expect(a.text).toContain(e.organisation!);
    expect(jobs(owner).every((e) => !a.items?.includes(e.id))).toBe(true);
  });

  it('knows a piece of work by a hyphenated name in its title, and gives its month', () => {
    const o = withProjects(owner, [
      ...owner.projects,
      projectEntry('xlmr', { title: 'XLM-R on KLEJ: a reproduction', year: 2021, month: 2 }),
    ]);
    const a = ask(o, `What year did ${name} do the XLM-R reproduction?`);
    expect(a.items).toEqual(['xlmr']);
    expect(a.text).toContain('February 2021');
  });

  it('quotes papers for "has he published?" only where the site speaks of them', () => {
    const mentions = (o: Owner) =>
      /\b(?:papers?|publications?|thesis|dissertation|articles?|journals?)\b/i.test(JSON.stringify(o));
    if (!mentions(owner)) expect(ask(owner, `Has ${name} published papers?`).kind).toBe('not-on-site');
    const [job, ...others] = jobs(owner);
    const o = withEntries(owner, 'career', [
      { ...job!, content: `${job!.content} I wrote five papers, two of them at ACL.` },
      ...others,
    ]);
    expect(ask(o, `Has ${name} published papers?`).items).toContain(job!.id);
  });

  it('leads experience of a field with the job that has it, then the work', () => {
    const o = withProjects(withEntries(owner, 'career', [FINTECH_JOB]), [
      ...owner.projects,
      projectEntry('ledger', { kinds: ['finance'] }),
    ]);
    const a = ask(o, `Does ${name} have any experience in fintech?`);
    expect(a.text).toMatch(/^Yes, at work/);
    expect(a.items?.[0]).toBe('pay');
    expect(a.items).toContain('ledger');
  });

  it('never says no work uses a practice, which no stack lists', () => {
    const o = withSkill(owner, { title: 'NLP', icon: 'language', ariaLabel: 'NLP', kind: 'practice' });
    expect(ask(o, `Is ${name} a good fit for an NLP team?`).text).not.toMatch(/uses NLP/);
  });

  it('leads with the yes or no an own answer implies, and only where it does', () => {
    const o = withFaq(owner, [
      {
        id: 'visa',
        questions: [`Does ${name} need a visa?`],
        answer:
          "I'm a Polish citizen, so I can work anywhere in the EU without a visa or sponsorship. I'd need sponsorship for the UK.",
      },
      {
        id: 'languages',
        questions: [`What languages does ${name} speak?`],
        answer:
          'Polish is my native language, and my German is B2: fine for meetings, not yet for contracts.',
      },
      {
        id: 'moving',
        questions: [`Would ${name} relocate?`],
        answer:
          "I'd relocate to Amsterdam, or work remotely from Berlin. I'm not looking at roles in the US.",
      },
    ]);
    expect(ask(o, `Does ${name} need a visa to work in the Netherlands?`).text).toMatch(/^No, in /);
    expect(ask(o, `Does ${name} speak German?`).text).toMatch(/^Yes, in /);
    expect(ask(o, `Is ${name} open to remote work?`).text).toMatch(/^Yes, in /);
    expect(ask(o, `Would ${name} relocate to San Francisco?`).text).not.toMatch(/^(?:Yes|No)\b/);
    const looking = withFaq(owner, [
      {
        id: 'looking',
        questions: [`Is ${name} looking for a job?`],
        answer: "I'm not actively looking, but I'm happy to talk about staff roles.",
      },
    ]);
    expect(ask(looking, `Is ${name} looking for a job?`).text).not.toMatch(/^(?:Yes|No)\b/);
  });
});

describe.each(OWNERS)('hackathon entries in a field, on %s', (_, owner) => {
  it('counts a field’s hackathon entry among the work after the job', () => {
    const o = {
      ...withEntries(owner, 'career', [FINTECH_JOB]),
      hackathons: [...owner.hackathons, hackathonEntry('fraudlens', { kinds: ['finance'] })],
    } as Owner;
    const a = ask(o, `Any fintech experience?`);
    expect(a.items).toEqual(expect.arrayContaining(['pay', 'fraudlens']));
  });
});
