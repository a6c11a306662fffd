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
  QUELLSCRIPT,
  withEntries,
  withFaq,
  withSkill,
} from './ownerCopies';

// An employer asked what it is, a talk asked where, a tool named after a code host, pronouns asked
// yes or no, hours of work, a bare "<event> entry?" and a demo asked by the stack that built it.

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;
  const pay = entry(
    'quell-pay',
    'Staff Engineer',
    'Quellpay Labs',
    '2022-10',
    'present',
    'I run the platform.',
  );

  it('says what the site says of an employer asked "is X a fintech?", never a hackathon of its name', () => {
    const week = hackathonEntry('quell-week', { event: 'Quellpay Labs Hack Week', kinds: ['tool'] });
    const o: Owner = { ...withEntries(owner, 'career', [pay]), hackathons: [week] };
    const a = ask(o, 'is quellpay labs a fintech?');
    expect(a.text).toMatch(/^The site doesn't say whether Quellpay Labs is a fintech/);
    expect(a.items).toEqual(['quell-pay']);
  });

  it('answers "+where are they based?" after a job with where the employer is, not the owner', () => {
    const o = withEntries({ ...owner, pronouns: 'she' }, 'career', [
      { ...pay, location: 'Quellstad, Quelland' },
    ]);
    const a = askAfter(o, `what is ${first}'s current job?`, 'where are they based?');
    expect(a.items).toEqual(['quell-pay']);
    expect(a.text).toContain('Quellstad, Quelland');
  });

  it('says a piece of work is kept up when its own words say its maintainer is the owner', () => {
    const lib = projectEntry('quell-lib', {
      title: 'Quellib',
      description: 'A provider with 40,000 downloads; I am its sole maintainer.',
    });
    const a = ask({ ...owner, projects: [lib] }, 'is quellib still maintained?');
    expect(a.text).toMatch(/^Yes: \[\*\*Quellib\*\*\].*sole maintainer/);
  });

  it('answers "where?" after a talk with the talk’s own sentence that places it', () => {
    const talk = {
      id: 'quell-talk',
      title: 'Speaking',
      start: '2024-03',
      content: 'I gave the talk "Quells at Scale" at QuellConf Europe 2024 in Paris.',
    };
    const o = withEntries(owner, 'personal', [...entriesOf(owner, 'personal'), talk]);
    const a = askAfter(o, `has ${first} given any talks?`, 'where?');
    expect(a.items).toEqual(['quell-talk']);
    expect(a.text).toContain('in Paris');
  });

  it('reads "GitHub Actions?" as the tool, not the GitHub profile', () => {
    const a = ask(owner, 'github actions?');
    expect(a.text).not.toContain(owner.github.replace(/^https?:\/\//, ''));
    expect(a.text).toMatch(/GitHub Actions/);
  });

  it('answers pronouns asked yes or no by the pronouns the site gives', () => {
    const they = ask({ ...owner, pronouns: 'they' }, `is ${first} ok with they/them?`);
    expect(they.text).toMatch(/^Yes: .*they\/them/);
    const she = ask({ ...owner, pronouns: 'he' }, `is ${first} ok with she/her?`);
    expect(she.text).toMatch(/^No: .*he\/him/);
  });

  it("answers hours of work from the owner's own words, never a project's", () => {
    const rights = {
      id: 'quell-hours',
      questions: ['Can you work in Quelland?'],
      answer: 'On my student visa I can work up to 48 hours a fortnight.',
    };
    const a = ask(withFaq(owner, [rights]), `how many hours can ${first} work`);
    expect(a.items).toEqual(['quell-hours']);
  });

  it('answers "<event> entry?" with that entry, not a ranking', () => {
    const jam = hackathonEntry('quell-jam', { event: 'Quellum Dare 54', title: 'Tiny Quell' });
    const a = ask({ ...owner, hackathons: [...owner.hackathons, jam] }, 'quellum dare entry?');
    expect(a.items).toEqual(['quell-jam']);
  });

  it('gives the links of the one piece of work a stack and a noun describe', () => {
    const o = withSkill(
      {
        ...owner,
        projects: [projectEntry('quell-vk', { title: 'Quell VK', github: 'https://github.com/q/vk' })],
      },
      QUELLSCRIPT,
    );
    const a = ask(o, 'quellscript renderer live demo?');
    expect(a.items).toEqual(['quell-vk']);
    expect(a.text).toMatch(/no live link for \[\*\*Quell VK\*\*\].*GitHub/);
  });
});
