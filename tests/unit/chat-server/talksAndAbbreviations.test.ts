import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, askAfter, entriesOf, entry, projectEntry, withEntries, withFaq } from './ownerCopies';

// Entries the owner titles by a kind of their own ("Talk: …") listed, counted and picked in time;
// "IT" in a qualification's name is no "it" of a follow-up; "talk about pay" is no talk given.

describe.each(OWNERS)('on %s', (_, owner) => {
  const first = owner.firstName;
  const talk = (id: string, title: string, org: string, start: string) => ({
    ...entry(id, 'Speaker', org, start, start, 'A talk.'),
    title: `Talk: ${title}`,
  });
  const speaking = withEntries(owner, 'personal', [
    ...entriesOf(owner, 'personal'),
    talk('quell-talk-a', 'Quell Tokens Without Tears', 'Quellconf', '2022-11'),
    talk('quell-talk-b', 'Accessible Quells', 'Quell Day', '2024-06'),
  ]);

  it('lists, counts and picks the entries titled "Talk:"', () => {
    for (const q of [`what talks has ${first} given?`, 'how many talks?', `has ${first} given any talks?`]) {
      const a = ask(speaking, q);
      expect(a.text, q).toMatch(
        /2 talks on the site \(newest first\):\n- .*Accessible Quells\n- .*Quell Tokens/,
      );
    }
    expect(ask(speaking, 'first talk?').text).toMatch(
      /first talk on the site: .*Quellconf.*Quell Tokens Without Tears/,
    );
    expect(ask(speaking, 'latest talk?').items).toEqual(['quell-talk-b']);
  });

  it('never reads "talk about pay" in a faq as a talk given', () => {
    const o = withFaq(owner, [
      {
        id: 'quell-pay',
        questions: [`What salary does ${first} want?`],
        answer: "I'd rather talk about pay once we both know the role fits.",
      },
    ]);
    expect(ask(o, `has ${first} given any talks?`).text).not.toContain('talk about pay');
  });

  it('reads "it" of a follow-up as the work in view, not an "IT" qualification', () => {
    const o: Owner = {
      ...withEntries(owner, 'education', [
        entry(
          'quell-it',
          'IT specialist for quell development',
          'Quell Chamber',
          '2010-08',
          '2013-07',
          'Three years.',
        ),
      ] as ReturnType<typeof entriesOf>),
      projects: [projectEntry('quell-lens', { title: 'Quell Lens', year: 2023 }), ...owner.projects],
    };
    const a = askAfter(o, 'tell me about quell lens', 'when did he make it?');
    expect(a.items).toEqual(['quell-lens']);
  });
});
