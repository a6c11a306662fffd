import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import {
  ask,
  askAfter,
  askInTurn,
  entriesOf,
  entry,
  hackathonEntry,
  projectEntry,
  withEntries,
  withFaq,
  withSkill,
} from './ownerCopies';

// Found by blind rounds 70 and 71: "it" after a judgement that leads with one piece of work among
// several, a skill used only at a job asked as yes or no, mentoring juniors as leading at work, what
// a piece of work does asked as "what did that project do?", and how the owner learned to code.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  it('reads "it" after a judgement as the work its first line leads with', () => {
    const o = withFaq(
      {
        ...owner,
        projects: [
          projectEntry('quell-compas', {
            title: 'Quell Compas',
            techStack: [{ title: 'Quellscript', icon: 'q' }],
          }),
          projectEntry('quell-two', { title: 'Quell Two', year: 2025 }),
          projectEntry('quell-three', { title: 'Quell Three', year: 2023 }),
          projectEntry('quell-four', { title: 'Quell Four', year: 2022 }),
        ],
        hackathons: [],
      },
      [
        {
          id: 'quell-favourite',
          questions: [`What is ${name}'s favourite project?`],
          answer: 'Quell Compas, because teams use it every day.',
          items: ['quell-compas'],
        },
      ],
    );
    const a = askInTurn(o, [`What's ${name}'s strongest project?`, 'what stack did it use?']);
    expect(a.items).toEqual(['quell-compas']);
  });

  it('says yes, at work, to a skill no project uses but a job does', () => {
    const o = withEntries(
      withSkill(owner, { title: 'QUELLSAR', icon: 'q', ariaLabel: 'QUELLSAR', kind: 'framework' }),
      'career',
      [
        entry(
          'quell-auto',
          'Embedded Engineer',
          'Quellion',
          '2016-07',
          '2020-05',
          'I wrote QUELLSAR components for cars.',
        ),
        ...entriesOf(owner, 'career'),
      ],
    );
    const a = ask(o, `Did ${name} ever use QUELLSAR?`);
    expect(a.text).toMatch(/^Yes, at work:\n- \[\*\*Embedded Engineer at Quellion\*\*\]/);
  });

  it('counts mentoring junior engineers at a job as leading at work', () => {
    const o = {
      ...withEntries(owner, 'career', [
        entry(
          'quell-fw',
          'Firmware Engineer',
          'Quellwell',
          '2020-06',
          'present',
          'I build pump firmware. I mentor three junior engineers.',
        ),
      ]),
      hackathons: [hackathonEntry('quell-breakers', { team: 'Quell Breakers', roles: ['team lead'] })],
    };
    const a = ask(o, `Does ${name} have team leadership experience?`);
    expect(a.text).toMatch(/^Yes, at work\b/);
    expect(a.text).toContain('I mentor three junior engineers');
  });

  it('answers "what did that project do?" with what it does, not the part played', () => {
    const o = {
      ...owner,
      projects: [],
      hackathons: [
        hackathonEntry('quell-carnet', {
          team: 'Quell Carnet',
          kinds: ['ai'],
          description: {
            app: 'Quell Carnet drafts alt text for travel photos.',
            role: 'I led a team of five.',
          },
        }),
      ],
    };
    const a = askAfter(o, `Has ${name} worked with AI?`, 'what did that project do?');
    expect(a.text).toContain('drafts alt text for travel photos');
  });

  it('gives the studies in software for "how did they learn to code?", not an art degree', () => {
    const o = withEntries(owner, 'education', [
      {
        ...entry('quell-art', 'DNSEP Quell Design', 'Quell Beaux-Arts', '2008-09', '2013-06', 'Typography.'),
        field: 'other',
      },
      entry(
        'quell-code',
        'Quell Front-End certificate',
        'QuellClassrooms',
        '2019-09',
        '2020-07',
        'An online front-end programme.',
      ),
    ]);
    const a = ask(o, `How did ${name} learn to code?`);
    expect(a.items).toEqual(['quell-code']);
  });
});
