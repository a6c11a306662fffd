import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, askAfter, entriesOf, entry, withEntries } from './ownerCopies';

// What a piece of work runs on, what it was first written in and where it was made, from its stack
// and its own words; a level of degree asked of an owner without one.

const KOTLIN = { title: 'Kotlin', icon: 'kotlin' };

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const [first, ...rest] = owner.projects;
  const app: Owner = {
    ...owner,
    projects: [
      {
        ...first!,
        title: 'Quelltram',
        kinds: ['mobile app'],
        techStack: [KOTLIN],
        description:
          'Quelltram gives riders a swift answer on the next tram. I first wrote it in Java in 2021; in 2024 I rewrote it in Kotlin.',
      },
      ...rest.map((p) => ({ ...p, kinds: p.kinds.filter((k) => k !== 'mobile app') })),
    ],
  };

  it('does not take an ordinary "swift" in prose for an iOS build', () => {
    expect(ask(app, `Has ${name} shipped any iOS apps?`).text).not.toMatch(/^Yes/);
    expect(ask(app, `any android apps?`).items).toContain(first!.slug);
  });

  it('says "not always" of a stack its own words say replaced another', () => {
    const a = askAfter(app, 'What is Quelltram built with?', 'was it always written in Kotlin?');
    expect(a.text).toMatch(/^Not always, in its own words: .*first wrote it in Java/);
  });

  it('answers a platform named after "available for" of the kind in view', () => {
    const ext: Owner = {
      ...owner,
      projects: [
        { ...first!, title: 'Quellring', kinds: ['browser extension'], description: 'A Firefox add-on.' },
        ...rest,
      ],
    };
    const a = askAfter(ext, `tell me about Quellring`, 'is that extension available for Safari?');
    expect(a.text).toMatch(/^No: /);
  });

  it("says where a piece of work was made when another entry's words name it", () => {
    const o = withEntries(
      { ...owner, projects: [{ ...first!, title: 'Quellsnake', description: 'A terminal game.' }, ...rest] },
      'education',
      [
        entry(
          'quell-course',
          'Diploma in Quellcraft',
          'Brindle Institute',
          '2023-09',
          '2024-08',
          'Five graded projects.',
        ),
        entry(
          'self',
          'Self-taught developer',
          'Online courses',
          '2023-01',
          '2023-08',
          'I built small games (Quellsnake among them) to practise.',
        ),
      ],
    );
    const a = ask(o, 'Was Quellsnake built at Brindle Institute?');
    expect(a.text).toMatch(/^No: .*Quellsnake.* comes up in .*Self-taught developer/);
  });

  it('names the level asked when the owner holds no degree of it', () => {
    const o = withEntries(owner, 'education', [
      entry(
        'quell-diploma',
        'Diploma in Quellcraft',
        'Brindle Institute',
        '2020-09',
        '2022-06',
        'Two years.',
      ),
    ]);
    expect(ask(o, `Does ${name} have a master's degree?`).text).toMatch(
      /^No: the site lists no master's degree for /,
    );
    expect(entriesOf(o, 'education')).toHaveLength(1);
  });
});
