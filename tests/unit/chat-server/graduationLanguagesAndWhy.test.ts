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
} from './ownerCopies';

// Questions a shortlist turns on, asked the way visitors type them: whether a study is finished,
// which languages are spoken, a nationality, a CV, the last piece of work, all the jobs, "bye",
// and "why?" after a judgement.

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;
  const finished = {
    ...entry('quell-dip', 'Diploma in Quell Development', 'Quell Institute', '2020-09', '2021-08', 'A year.'),
    result: 'With distinction',
  };
  const ongoing = {
    ...entry('quell-bsc', 'BSc Quellometry', 'Quell University', '2023-03', '2027-11', 'A degree.'),
    result: 'GPA 3.9',
  };
  const studying = (studies: Owner['about'][number]['entries']) =>
    withEntries(owner, 'education', studies as ReturnType<typeof entriesOf>);

  it('says yes to "has she graduated?" of a finished study, with when and how', () => {
    const o = studying([finished]);
    for (const q of [`has ${first} graduated?`, `did ${first} graduate?`]) {
      const a = ask(o, q);
      expect(a.text, q).toMatch(
        /^Yes: \[\*\*Diploma in Quell Development\*\*\].*finished in August 2021, with distinction/,
      );
    }
  });

  it('says not yet of a study still under way, with when it ends, even asked of honours', () => {
    const o = studying([ongoing]);
    for (const q of [`has ${first} graduated?`, `did ${first} graduate?`]) {
      expect(ask(o, q).text, q).toMatch(/^Not yet: .*BSc Quellometry.*due to end in November 2027/);
    }
    expect(ask(o, `did ${first} graduate with honours?`).text).toMatch(/^Not yet: .*so far: GPA 3\.9/);
    for (const q of ['grad year?', 'expected graduation', `when is ${first} graduating`])
      expect(ask(o, q).text, q).toMatch(/BSc Quellometry.*due to end in November 2027/);
  });

  it('answers "wam?" and "weighted average mark" with the mark the study gives', () => {
    const o = studying([{ ...ongoing, result: 'Weighted average mark 84 (H1)' }]);
    for (const q of ['wam?', `what's ${first}'s weighted average mark`])
      expect(ask(o, q).text, q).toContain('Weighted average mark 84 (H1)');
  });

  const languages = {
    id: 'quell-languages',
    questions: [`What languages does ${first} speak?`],
    answer: 'Mandarin is my first language and I work in English every day.',
  };
  const citizen = {
    id: 'quell-rights',
    questions: ['Do you need a visa?'],
    answer: "I'm a Quellish citizen, so I need no visa in Quelland.",
  };

  it("answers the languages spoken from the owner's own faq answer", () => {
    const o = withFaq(owner, [citizen, languages]);
    for (const q of ['languages spoken', 'spoken languages?']) {
      const a = ask(o, q);
      expect(a.items, q).toEqual(['quell-languages']);
      expect(a.text, q).toContain('Mandarin is my first language');
    }
    expect(ask(o, `does ${first} speak cantonese?`).text).toMatch(
      /^No: Cantonese is not among the languages/,
    );
    expect(ask(o, `does ${first} speak chinese?`).text).not.toMatch(/^No/);
  });

  it('answers a nationality by the words on citizenship, never as a language spoken', () => {
    const a = ask(withFaq(owner, [citizen, languages]), `is ${first} chinese?`);
    expect(a.text).toMatch(/^The site names another citizenship, in .* own words: “I'm a Quellish citizen/);
    expect(a.items).toEqual(['quell-rights']);
    const none = ask(withFaq(owner, [languages]), `is ${first} chinese?`);
    expect(none.text).toMatch(/^The site doesn't give .*nationality/);
  });

  it('says there is no CV to download, with the career', () => {
    const a = ask(owner, 'is there a cv i can download');
    expect(a.text).toMatch(/^The site has no CV to download/);
    expect(a.items).toContain(entriesOf(owner, 'career')[0]!.id);
  });

  it('reads "last" before a kind of work as the latest, not the last name', () => {
    const o: Owner = {
      ...owner,
      projects: [...owner.projects, projectEntry('quellnew', { title: 'Quellnew', year: 2099 })],
      hackathons: [...owner.hackathons, hackathonEntry('quelljam', { date: '2099-01' })],
    };
    expect(ask(o, `${first}'s last project?`).items[0]).toBe('quellnew');
    expect(ask(o, 'last hackathon?').items[0]).toBe('quelljam');
    expect(ask(o, `what is ${first}'s last name?`).text).toContain(owner.name);
  });

  it('lists the jobs when asked to list them all', () => {
    const a = ask(owner, `list all ${first}'s jobs`);
    expect(new Set(a.items)).toEqual(new Set(entriesOf(owner, 'career').map((e) => e.id)));
  });

  it('says goodbye to a goodbye', () => {
    expect(ask(owner, 'bye').text).toMatch(/^Goodbye/);
  });

  it('answers "why?" after a fit question with the reasons that judgement rests on', () => {
    const q = `is ${first} a good fit for a senior backend role?`;
    const fit = ask(owner, q);
    const why = askAfter(owner, q, 'why?');
    expect(why.text.startsWith(fit.text.split('\n\n')[0]!)).toBe(true);
    expect(why.text).toMatch(/doesn't judge fit/);
  });
});
