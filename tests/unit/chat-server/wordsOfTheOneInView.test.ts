import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, askInTurn, entry, hackathonEntry, projectEntry, withEntries } from './ownerCopies';

// The one item in view answers a short follow-up its own words speak to ("how many stars?", "did
// she lead anything there?", "what kind of clients?"); a type of item named is that type, not a word
// to quote; learning alone is no teaching; a field's job now is shown with the field's skills it names.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  it('lists every hackathon entry where their own words say "hackathon"', () => {
    const o = {
      ...owner,
      hackathons: [
        hackathonEntry('judges', {
          roles: ['judge'],
          description: { app: 'A weekend hackathon about the harbour.', role: 'I judged.' },
        }),
        hackathonEntry('kapa', { date: '2020-09' }),
      ],
    } as Owner;
    expect(ask(o, `Has ${name} done any hackathons?`).items.sort()).toEqual(['judges', 'kapa']);
  });

  it('says yes to self-taught from the owner’s own words, never from teaching now', () => {
    const o = withEntries(withEntries(owner, 'education', []), 'career', [
      entry(
        'print',
        'Graphic Designer',
        'Poneke Print',
        '2014-01',
        '2016-05',
        'I taught myself HTML and CSS in the evenings.',
      ),
      entry(
        'now',
        'Design Systems Engineer',
        'Kea Pay',
        '2023-05',
        'present',
        'I led the move to CSS custom properties.',
      ),
    ]);
    const a = ask(o, `Is ${name} self-taught?`);
    expect(a.text).toMatch(/^Yes, in \w+ own words:/);
    expect(a.items).toContain('print');
  });

  it('quotes the one piece of work in view for a short follow-up its words answer', () => {
    const o = {
      ...owner,
      projects: [
        projectEntry('harakeke', {
          kinds: ['library'],
          description: 'A component library. About 1,200 stars on GitHub.',
        }),
        projectEntry('kitenga', {
          kinds: ['browser extension'],
          description: 'An extension rated 4.8 stars in the Chrome Web Store.',
        }),
      ],
    } as Owner;
    const favourite = {
      id: 'favourite-project',
      questions: [`What is ${name}'s favourite project?`],
      answer: 'Kitenga, my accessibility extension: thousands use it every week.',
      items: ['kitenga'],
    };
    const a = askInTurn({ ...o, hackathons: [hackathonEntry('kapa')], faq: [favourite] } as Owner, [
      `Has ${name} built a component library?`,
      'how many stars?',
    ]);
    expect(a.text).toMatch(/About 1,200 stars on GitHub/);
    expect(a.items).toEqual(['harakeke']);
  });

  it('answers "there" of the one job in view', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'gov',
        'Front-end Engineer',
        'Digital Public Service',
        '2019-03',
        '2023-04',
        'From 2021 I led the accessibility working group.',
      ),
      entry(
        'now',
        'Design Systems Engineer',
        'Kea Pay',
        '2023-05',
        'present',
        'I led the move to CSS custom properties.',
      ),
      entry(
        'own',
        'Freelance Developer',
        'Ngata Digital',
        '2016-06',
        '2019-02',
        'I built websites for small businesses and charities.',
      ),
    ]);
    expect(
      askInTurn(o, [`What did ${name} do at Digital Public Service?`, `did ${name} lead anything there?`])
        .items,
    ).toEqual(['gov']);
    expect(askInTurn(o, [`What did ${name} do at Ngata Digital?`, 'what kind of clients?']).items[0]).toBe(
      'own',
    );
  });

  it('reads "good at" a field as the work in it', () => {
    const o = { ...owner, hackathons: [hackathonEntry('quill', { roles: ['design'] })] } as Owner;
    expect(ask(o, `Is ${name} good at design?`).items).toContain('quill');
  });

  it('names the field’s skills a job now not titled for it speaks of', () => {
    const o = withEntries(owner, 'career', [
      entry('gov', 'Front-end Engineer', 'Digital Public Service', '2019-03', '2023-04', 'I built forms.'),
      entry(
        'now',
        'Design Systems Engineer',
        'Kea Pay',
        '2023-05',
        'present',
        'I build React components in TypeScript.',
      ),
    ]);
    expect(ask(o, `How many years of front-end experience does ${name} have?`).text).toMatch(
      /not titled for front-?end, though its own words name .*React/,
    );
  });
});
