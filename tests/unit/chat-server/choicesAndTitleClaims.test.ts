import { describe, expect, it } from 'vitest';
import type { Entry, Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, askAfter, askInTurn, entry, hackathonEntry, projectEntry, withEntries } from './ownerCopies';

// Choices among what is in view (which of them say a word, the other one of two), a grade claimed of
// a title, a start claimed of one employer's posts or of a title, the first of the work claimed, and
// off-topic questions that share only a place name with what is in view.

const other = (e: Entry): Entry => ({ ...e, field: 'other' });

describe.each(OWNERS)('choices in view and claims of titles, on %s', (_, owner) => {
  const name = owner.firstName;
  const they = { he: 'he', she: 'she' }[owner.pronouns as string] ?? 'they';
  const base = withEntries(owner, 'career', [
    other(
      entry('quell-cook', 'Line Cook', 'Quellerie', '2014-09', '2016-12', 'Grill station in a busy kitchen.'),
    ),
    other(
      entry(
        'quell-sous',
        'Sous Chef',
        'Quellhaus',
        '2017-01',
        '2020-02',
        "I ran the kitchen on the head chef's days off.",
      ),
    ),
    entry('quell-analyst', 'Junior Data Analyst', 'Quellfoods', '2021-03', '2022-08', 'SQL reports.'),
    entry('quell-ml', 'ML Engineer', 'Quellcorp', '2022-09', '2024-03', 'I trained quell models.'),
    entry('quell-staff', 'Staff ML Engineer', 'Quellcorp', '2024-04', 'present', 'I lead the quell team.'),
  ]);
  const o = {
    ...base,
    projects: [
      projectEntry('quelltimer', {
        title: 'Quelltimer',
        year: 2023,
        summary: 'A Raspberry Pi kitchen timer.',
      }),
      projectEntry('quellscrub', {
        title: 'Quellscrub',
        year: 2022,
        summary: 'A CSV cleaner.',
        kinds: ['cli'],
      }),
      projectEntry('quelldose', {
        title: 'Quelldose',
        year: 2023,
        summary: 'A reminder app.',
        description: 'Quelldose is a reminder for iOS and Android built in Quellscript.',
      }),
      projectEntry('quellnew', { title: 'Quellnew', year: 2025, summary: 'A new tool.' }),
    ],
    hackathons: [
      hackathonEntry('quell-won', { date: '2019-05', result: '1st place' }),
      hackathonEntry('quell-later', { date: '2023-01' }),
    ],
  } as Owner;

  it('picks the jobs in view whose own words say the one word asked', () => {
    const a = askAfter(o, `What jobs has ${name} had?`, 'Which ones were in kitchens?');
    expect([...a.items].sort()).toEqual(['quell-cook', 'quell-sous']);
    const p = askAfter(o, `What projects has ${name} built?`, 'Which ones involve the kitchen?');
    expect(p.items).toEqual(['quelltimer']);
  });

  it('answers "the other one" of two with the one not last shown', () => {
    const kitchens = [
      `What jobs has ${name} had?`,
      'Which ones were in kitchens?',
      'How long was the first one?',
    ];
    const first = askInTurn(o, kitchens).items[0];
    const rest = askInTurn(o, [...kitchens, 'And the other one?']);
    expect(rest.items).toHaveLength(1);
    expect(rest.items[0]).not.toBe(first);
    expect(['quell-cook', 'quell-sous']).toContain(rest.items[0]);
    const won = askInTurn(o, [
      `Has ${name} won any hackathons?`,
      `How many hackathons has ${name} done?`,
      'And the other one?',
      `Did ${they} win that one too?`,
    ]);
    expect(won.items).toEqual(['quell-later']);
    expect(won.text).toMatch(/^No: the site records no placing/);
  });

  it('counts the work in view of a kind, not the skills a word of it names', () => {
    const a = askAfter(o, `What projects has ${name} built?`, 'And how many are command-line tools?');
    expect(a.items).toEqual(['quellscrub']);
  });

  it('counts a stack told as a participle ("for iOS and Android built in X") as the owner\'s own', () => {
    expect(ask(o, 'Which projects use Quellscript?').items).toContain('quelldose');
  });

  it('says no to a grade the titles lack, and leaves a field word to the prose', () => {
    const a = ask(o, `Was ${name} a head chef?`);
    expect(a.text).toMatch(/^No: no job on the site is titled head chef\. .*Sous Chef.* at Quellhaus/);
    expect(a.text).toContain("the head chef's days off");
    expect(ask(o, `Was ${name} a senior data analyst?`).text).toMatch(/^No: .*Junior Data Analyst/);
    expect(ask(o, `Was ${name} a pastry chef?`).text).not.toMatch(/^No: no job on the site is titled/);
  });

  it('weighs a start claimed of a title, and of the posts at one employer as one stay', () => {
    expect(ask(o, `Has ${name} been a data analyst since 2021?`).text).toMatch(
      /^No: it ended in August 2022\./,
    );
    expect(ask(o, `Has ${name} been at Quellcorp since 2020?`).text).toMatch(
      /^No: only since September 2022\./,
    );
    expect(ask(o, `Has ${name} been at Quellcorp since 2023?`).text).toMatch(
      /^Yes, and longer: since September 2022\./,
    );
  });

  it('weighs a piece of work claimed to be the first by the dates of the others', () => {
    expect(askAfter(o, 'Tell me about Quellnew.', 'Was that their first project?').text).toMatch(
      /^No: .*Quellscrub.* \(2022\) is older than .*Quellnew/,
    );
    expect(ask(o, 'Is Quellscrub their oldest project?').text).toMatch(/^Yes: .*Quellscrub.* is the oldest/);
    expect(ask(o, 'Was Quelltimer their first project?').text).toMatch(/^No: /);
  });

  it('reads "OK, back to the owner:" as nothing asked', () => {
    expect(ask(o, `OK, back to ${name}: has ${name} worked at Google?`).text).toBe(
      ask(o, `Has ${name} worked at Google?`).text,
    );
  });

  it('keeps a question of the world off-topic though the place it names is in view', () => {
    const a = askAfter(
      o,
      `Where is ${name} based?`,
      `What's the weather in ${o.location.split(',')[0]} today?`,
    );
    expect(a.kind).toBe('off-topic');
  });
});
