import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import {
  ask,
  askAfter,
  entry,
  hackathonEntry,
  projectEntry,
  usedSkill,
  withEntries,
  withFaq,
  withSkill,
} from './ownerCopies';

// Whether to hire the owner, two skills weighed, whether the owner seeks work at all, and how long a
// skill has been used: the visitor's call with the facts, the skills side by side, the owner's own
// word on availability, and the skill's years by the dates.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const skills = owner.skills.flatMap((c) => c.skills).filter((s) => s.title.length > 3);

  it('leaves a hiring call to the visitor and gives the facts', () => {
    for (const q of [
      `would you recommend hiring ${name}?`,
      `ugh, just tell me whether I should hire ${name}`,
    ]) {
      const a = ask(owner, q);
      expect(a.text, q).toMatch(/your call/);
      expect(a.text, q).toContain(owner.name);
    }
  });

  it('weighs two skills compared side by side without rating them', () => {
    const [a, b] = [skills[0]!.title, skills.at(-1)!.title];
    const text = ask(owner, `compare ${name}'s ${a} and ${b} experience`).text;
    expect(text).toMatch(/doesn't rate/);
    expect(text).toContain(a);
    expect(text).toContain(b);
  });

  it('answers "open to work?" from the owner’s own word on availability', () => {
    const o = withFaq(owner, [
      {
        id: 'availability',
        questions: [`Is ${name} available for a new role?`],
        answer: "I'm open to full-time roles, remote or hybrid, and happy to start work within a month.",
      },
    ]);
    const a = ask(o, `is ${name} open to work?`);
    expect(a.kind).toBe('faq');
    expect(a.text).toContain('open to full-time roles');
  });
});

describe.each(OWNERS)('how long, after a skill, on %s', (_, owner) => {
  it('reads "for how long?" after one skill asked about as that skill’s years', () => {
    const skill = usedSkill(owner);
    const a = askAfter(owner, `Has ${owner.firstName} worked with ${skill.title}?`, 'for how long roughly?');
    expect(a.text).not.toMatch(/^Which one/);
    expect(a.text).toContain(skill.title);
    expect(a.text).toMatch(/years?/);
  });
});

describe.each(OWNERS)('the most impressive work, on %s', (_, owner) => {
  it('gives the owner’s own favourite beside the facts, without ranking', () => {
    const work = owner.projects[0]!;
    const o = withFaq(owner, [
      {
        id: 'favourite-project',
        questions: [`What is ${owner.firstName}'s favourite project?`],
        answer: `${work.title}: the one I would show first.`,
        items: [work.slug],
      },
    ]);
    const a = ask(o, 'Which project is most impressive?');
    expect(a.text).toMatch(/doesn't rank/);
    expect(a.text).toContain('the one I would show first');
    expect(a.items).toEqual(expect.arrayContaining(['favourite-project', work.slug]));
  });
});

describe.each(OWNERS)('a win asked right after one entry, on %s', (_, owner) => {
  it('answers "did they win?" of that entry, not of another that won', () => {
    const o = {
      ...owner,
      hackathons: [
        hackathonEntry('quell-gold', { team: 'Quell Gold', result: '1st place', date: '2023-03' }),
        hackathonEntry('quell-silver', { team: 'Quell Silver', result: '2nd place', date: '2024-05' }),
      ],
    };
    const they = owner.pronouns ?? 'they';
    const a = askAfter(o, `What was ${owner.firstName}'s role in Quell Silver?`, `did ${they} win?`);
    expect(a.text).toMatch(/^No\b/);
    expect(a.items).toEqual(['quell-silver']);
    expect(ask(o, `has ${owner.firstName} ever won a hackathon?`).text).toMatch(/^Yes\b/);
  });
});

describe.each(OWNERS)('freelance work, on %s', (_, owner) => {
  const name = owner.firstName;
  const staff = entry(
    'quell-staff',
    'Quell Developer',
    'Brindlecorp',
    '2021-01',
    'present',
    'I build the app.',
  );
  const own = entry(
    'quell-own',
    'Freelance Developer',
    'Self-employed',
    '2019-01',
    '2020-12',
    'Shops for cafés.',
  );

  it('names the job its title calls freelance, and no other', () => {
    const o = withEntries(owner, 'career', [staff, own]);
    for (const q of [`has ${name} done freelance work?`, `was ${name} ever self-employed?`]) {
      const a = ask(o, q);
      expect(a.text, q).toMatch(/^Yes: \[\*\*Freelance Developer\*\*\]/);
      expect(a.items, q).toEqual(['quell-own']);
    }
  });

  it('says no where no job is freelance, and leaves "open to freelance work?" to the owner', () => {
    const o = { ...withEntries(owner, 'career', [staff]), faq: [] };
    expect(ask(o, `has ${name} done freelance work?`).text).toMatch(/^No: none of/);
    expect(ask(o, `is ${name} open to freelance work?`).text).not.toMatch(/none of .* jobs/);
  });

  it('gives the owner’s own offer of freelance work beside jobs none of which is freelance', () => {
    const offer = {
      id: 'quell-offer',
      questions: ['Is the owner available?'],
      answer: 'I am open to full-time roles and to freelance quell work.',
    };
    const o = withFaq({ ...withEntries(owner, 'career', [staff]), faq: [] }, [offer]);
    const a = ask(o, `Does ${name} freelance?`);
    expect(a.text).toMatch(/^Not as a job so far: none of .* jobs/);
    expect(a.text).toContain('“I am open to full-time roles and to freelance quell work.”');
    expect(a.items).toEqual(['quell-offer']);
  });
});

describe.each(OWNERS)('a store and a detail of one app, on %s', (_, owner) => {
  const name = owner.firstName;
  const app = projectEntry('quell-tram', {
    title: 'Quell Tram',
    kinds: ['mobile app'],
    live: 'https://play.google.com/store/apps/details?id=app.quell.tram',
    description:
      'Quell Tram shows the next trams nearby. It has over 40,000 downloads and a 4.8-star rating.',
  });
  const o = { ...owner, projects: [app, ...owner.projects] };

  it.each([`Does ${name} have any apps on Google Play?`, 'anything on google play?'])(
    'gives the work linked on the store for "%s"',
    (q) => {
      const a = ask(o, q);
      expect(a.items).toEqual(['quell-tram']);
      expect(a.text).toContain('play.google.com');
    },
  );

  it('answers "how many downloads?" after the app from its own words', () => {
    const a = askAfter(o, 'what is Quell Tram?', 'how many downloads?');
    expect(a.text).toContain('40,000 downloads');
    expect(a.items).toEqual(['quell-tram']);
  });
});

describe.each(OWNERS)('coding professionally, on %s', (_, owner) => {
  it('starts professional coding at the first software job, not at study', () => {
    const study = entry(
      'quell-course',
      'Quell Coding Course',
      'Quell Academy',
      '2015-01',
      '2015-06',
      'I learned.',
    );
    const job = entry(
      'quell-dev',
      'Quell Developer',
      'Brindlecorp',
      '2017-03',
      'present',
      'I build the app.',
    );
    const o = withEntries(withEntries(owner, 'education', [study]), 'career', [job]);
    const a = ask(o, `when did ${owner.firstName} start coding professionally?`);
    expect(a.text).toContain('Quell Developer');
    expect(a.text).toContain('March 2017');
    expect(ask(o, `when did ${owner.firstName} start coding?`).text).toContain('Quell Coding Course');
  });
});

describe.each(OWNERS)('the strongest skill, on %s', (_, owner) => {
  it('keeps every skill used as much as the fourth, not the first four by the alphabet', () => {
    const names = ['Quellalpha', 'Quellbeta', 'Quellgamma', 'Quelldelta', 'Quellepsilon', 'Quellzeta'];
    const o = {
      ...names.reduce<Owner>(
        (acc, title) =>
          withSkill(acc, { title, icon: title.toLowerCase(), ariaLabel: title, kind: 'library' as const }),
        { ...owner, faq: [], hackathons: [] },
      ),
      projects: ['q1', 'q2', 'q3'].map((slug) =>
        projectEntry(slug, { techStack: names.map((title) => ({ title, icon: title.toLowerCase() })) }),
      ),
    };
    const a = ask(o, `what's ${owner.firstName}'s strongest skill?`);
    expect(a.text).toMatch(/doesn't rank/);
    for (const n of names) expect(a.text).toContain(`${n}: used in 3 of 3`);
  });
});
