import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, askInTurn, entry, projectEntry, withEntries } from './ownerCopies';

// Found by a blind round: "from zero to 1,400 paying subscribers" read as 400, "active installs"
// called downloads, and a contract that began during an ongoing freelance career taken as the
// latest job.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  it('reads a figure after "to" whole and names it by the owner’s own unit', () => {
    const o: Owner = {
      ...owner,
      projects: [
        projectEntry('quell-box', {
          description: 'It went from zero to 1,400 paying subscribers in nine months.',
        }),
        projectEntry('quell-pay', { description: 'A plugin with 3,000 active installs.' }),
        projectEntry('quell-tune', { description: 'A tuner used by about 14,000 people a month.' }),
      ],
      hackathons: [],
    };
    const a = ask(o, `What's ${name}'s most popular project?`);
    expect(a.text).toContain('1,400 subscribers');
    expect(a.text).toContain('3,000 installs');
    expect(a.text).toContain('14,000 people');
    expect(a.text).not.toContain('peoples');
    expect(a.text).not.toMatch(/(?<![\d,])400 /);
  });

  it('takes the job held now as the latest, though a contract began after it', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'quell-contract',
        'Contract Developer',
        'Quellbasket',
        '2023-03',
        '2023-08',
        'A six-month contract.',
      ),
      entry('quell-freelance', 'Freelance Developer', 'Self-employed', '2021-09', 'present', 'Client work.'),
      entry('quell-bank', 'Developer', 'Quellbank', '2019-09', '2021-08', 'Bank systems.'),
    ]);
    expect(ask(o, `What's ${name}'s latest job?`).items).toEqual(['quell-freelance']);
  });
});

describe.each(OWNERS)('clients abroad on %s', (_, owner) => {
  const name = owner.firstName;
  const o = withEntries(owner, 'career', [
    {
      ...entry(
        'quell-freelance',
        'Freelance Developer',
        'Self-employed',
        '2021-09',
        'present',
        'Web apps for clients in the UK and Nigeria.',
      ),
      location: 'Accra, Ghana (remote, with two weeks on site)',
    },
  ]);

  it('answers clients in a country from the job’s own words, not from where the job was', () => {
    const a = ask(o, `Has ${name} worked with clients in Nigeria?`);
    expect(a.text).toMatch(/^Yes/);
    expect(a.text).toContain('clients in the UK and Nigeria');
  });

  it('names a job’s country without the bracket after it', () => {
    const a = ask(o, `Has ${name} ever worked in Japan?`);
    expect(a.text).toMatch(/^No: .*They are in Ghana\.$/);
  });
});

describe.each(OWNERS)('figures in view on %s', (_, owner) => {
  it('answers "how many downloads?" of the pieces of work in view with their own figures', () => {
    const o: Owner = {
      ...owner,
      projects: [
        projectEntry('quell-guard', { kinds: ['library'], description: 'It has about 48,000 downloads.' }),
        projectEntry('quell-meter', { kinds: ['library'], description: 'It meters quells.' }),
      ],
      hackathons: [],
    };
    const a = askInTurn(o, [`Has ${owner.firstName} built any libraries?`, 'how many downloads?']);
    expect(a.text).toContain('48,000 downloads');
    expect(a.items).toContain('quell-guard');
  });
});
