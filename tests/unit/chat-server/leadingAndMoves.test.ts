import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import {
  ask,
  askAfter,
  entriesOf,
  entry,
  hackathonEntry,
  withEntries,
  withFaq,
  withSkill,
} from './ownerCopies';

// Leading and managing by the words of the jobs, teaching done against teaching offered, hackathons
// competed in, and moves dated by the places of the entries, on every owner: expectations come from
// the copies' own content.

type Hackathon = Owner['hackathons'][number];

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  it('says no lead post in software to "managed a team of developers?" of a lead job outside it', () => {
    const coach = {
      ...entry('coach', 'Head Coach', 'Quell FC', '2010-01', '2015-01', 'Youth teams.'),
      field: 'other' as const,
    };
    const dev = entry('dev', 'Quell Developer', 'Quellsoft', '2015-02', 'present', 'Web apps.');
    const o = withEntries(owner, 'career', [dev, coach]);
    for (const q of [
      `has ${name} managed a team of developers?`,
      `has ${name} ever managed a team of developers in a job?`,
    ]) {
      const a = ask(o, q);
      expect(a.text).not.toMatch(/^Yes/);
      expect(a.text).toMatch(/none in software is titled as a lead|^No lead role is listed/);
    }
  });

  it('quotes a job that says the owner leads a team, however many words name the team', () => {
    const job = entry(
      'lead',
      'Quell Engineer',
      'Quellsoft',
      '2015-02',
      'present',
      'I lead the forecasting side of the Quell team.',
    );
    const o = withEntries(owner, 'career', [job, ...entriesOf(owner, 'career')]);
    const a = ask(o, `has ${name} ever led a team?`);
    expect(a.text).toMatch(/^Yes/);
    expect(a.text).toContain('I lead the forecasting side of the Quell team.');
  });

  it('does not say yes to mentoring offered now from teaching done, whatever the visitor says first', () => {
    const tutor = entry('tutor', 'Quell Tutor', 'Quell Academy', '2015-01', '2016-01', 'I taught beginners.');
    const faq = [
      { id: 'availability', questions: [`Is ${name} looking for a job?`], answer: 'Open to offers.' },
    ];
    const o = withFaq(withEntries(owner, 'career', [...entriesOf(owner, 'career'), tutor]), faq);
    for (const q of [
      `does ${name} offer mentoring?`,
      `I'm a bootcamp student looking for a mentor. Does ${name} offer mentoring?`,
    ]) {
      const a = ask(o, q);
      expect(a.text).toMatch(/^The site doesn't say \S+ offers that now\. What bears on it: /);
      expect(a.text).toContain('Quell Tutor');
      expect(a.text).not.toContain('Open to offers.');
    }
  });

  it('counts the hackathons competed in, apart from those only organised', () => {
    const organised = hackathonEntry('quell-org', {
      roles: ['organiser'],
      kinds: ['web app'],
      techStack: [],
      team: 'Quell organisers',
      title: 'Quell Org',
      event: 'Quell Hack 2071',
      date: '2024-05',
      description: { app: 'The event.', role: 'I organised it.' },
    });
    const o = { ...owner, hackathons: [...owner.hackathons, organised] };
    const a = ask(o, `how many hackathons has ${name} actually competed in?`);
    const n = owner.hackathons.length;
    expect(a.text).toMatch(new RegExp(`^${n === 1 ? 'One' : n} as a competitor`));
    expect(a.text).toMatch(/did not compete at Quell Hack 2071: \S+ role was organiser\./);
  });

  it('dates a move back to a place by the first entry there after one elsewhere', () => {
    const place = (e: ReturnType<typeof entry>, location: string) => ({ ...e, location });
    const o = withEntries(owner, 'career', [
      place(entry('c', 'Quell Lead', 'Quellsoft', '2019-10', 'present', 'Payments.'), 'Quellburg'),
      place(entry('b', 'Quell Engineer', 'Quellsoft', '2016-10', '2019-09', 'Payments.'), 'Zorbia'),
      place(entry('a', 'Quell Junior', 'Quelltel', '2012-01', '2016-09', 'Telecoms.'), 'Quellburg'),
    ]);
    const a = ask(o, `when did ${name} move back to Quellburg?`);
    expect(a.text).toMatch(
      /^The site dates jobs and studies, not the move itself: the first one in Quellburg after .*Quell Engineer.* in Zorbia is .*Quell Lead/,
    );
  });

  it('says no to an employer the site never names, and gives the placings for "best hackathon result"', () => {
    const a = ask(owner, `did ${name} ever work at Quellgle?`);
    expect(a.text).toMatch(/^No: the site lists no work at Quellgle for /);
    expect(ask(owner, `has ${name} worked for a startup?`).text).not.toMatch(/no work at a startup/);
    const placed = hackathonEntry('quell-second', {
      roles: ['back end'],
      kinds: ['web app'],
      techStack: [],
      team: 'Quell Seconds',
      title: 'Quell Pay',
      event: 'Quell Fintech Hack 2071',
      date: '2024-05',
      result: '2nd place',
      description: { app: 'Payments.', role: 'I built the API.' },
    });
    const o = { ...owner, hackathons: [...owner.hackathons, placed] };
    expect(ask(o, `what's ${name}'s best hackathon result?`).text).toContain(
      '2nd place at Quell Fintech Hack 2071',
    );
  });

  it('answers "and the most recent one?" after the first hackathon with the latest of them', () => {
    const byDate = [...owner.hackathons].sort((a, b) => b.date.localeCompare(a.date));
    if (byDate.length < 2 || byDate[0]!.date === byDate[1]!.date) return;
    const a = askAfter(owner, `which was ${name}'s first hackathon?`, 'and the most recent one?');
    expect(a.text).toMatch(/^The latest of /);
    expect(a.text).toContain(byDate[0]!.team);
  });

  it('says "not yet" to a certificate whose own words say it is still being prepared for', () => {
    const cert = entry(
      'quell-cert',
      'Quell Certified Hacker (in progress)',
      'Quell Council',
      '2026-01',
      'present',
      'I am preparing for the exam, booked for 2027; until then I do not hold it.',
    );
    const o = withEntries(owner, 'education', [...entriesOf(owner, 'education'), cert]);
    expect(ask(o, `is ${name} Quell Certified Hacker certified?`).text).toMatch(
      /^Not yet: .*Quell Certified Hacker/,
    );
  });

  it('answers "HLSL or GLSL?" of the owner, not of a project a word names, and quotes a "never used"', () => {
    const [p1, p2, ...rest] = owner.projects;
    if (!p1 || !p2) return;
    const glsl = {
      ...p1,
      slug: 'shader-nights',
      title: 'Shader Nights',
      techStack: [{ title: 'GLSL', icon: 'opengl' }],
    };
    const hlsl = { ...p2, techStack: [{ title: 'HLSL', icon: 'directx' }] };
    const o = { ...owner, projects: [glsl, hlsl, ...rest] };
    const a = ask(o, `does ${name} write shaders in HLSL or GLSL?`);
    expect(a.text).not.toMatch(/^Partly/);
    expect(a.text).toContain(hlsl.title);
    const never = entry(
      'engine',
      'Quell Artist',
      'Quellsoft',
      '2015-02',
      '2020-01',
      'I have never worked in Unreal Engine.',
    );
    const fit = ask(
      withEntries(owner, 'career', [...entriesOf(owner, 'career'), never]),
      `would ${name} fit a senior role on an Unreal Engine project?`,
    );
    expect(fit.text).not.toContain('At work with it');
    expect(fit.text).toContain('own words: “I have never worked in Unreal Engine.”');
  });

  it('leaves work only judged out of a kind, and quotes what the jobs say was shipped', () => {
    const judged = hackathonEntry('quell-jury', {
      roles: ['judge'],
      kinds: ['game'],
      techStack: [],
      team: 'Quell Jury',
      title: 'Quell Jam',
      event: 'Quell Game Jam 2071',
      date: '2024-03',
      description: { app: 'A jam.', role: 'I judged.' },
    });
    const made: Hackathon = {
      ...judged,
      roles: ['programmer'],
      slug: 'quell-made',
      team: 'Quell Makers',
      title: 'Quell Lamp',
    };
    const job = entry(
      'studio',
      'Quell Programmer',
      'Quell Studio',
      '2018-01',
      '2020-01',
      'I shipped Quell Quest on Steam in 2019.',
    );
    const o = {
      ...withEntries(owner, 'career', [...entriesOf(owner, 'career'), job]),
      hackathons: [...owner.hackathons, judged, made],
    };
    const a = ask(o, `which games has ${name} shipped?`);
    expect(a.text).toContain('Quell Makers');
    expect(a.text).not.toContain('Quell Jury');
    expect(a.text).toContain('“I shipped Quell Quest on Steam in 2019.”');
  });

  it('leaves a hackathon the owner only judged out of where a skill was used', () => {
    const judged = hackathonEntry('quell-bench', {
      roles: ['judge'],
      techStack: [{ title: 'Quellform', icon: 'q' }],
    });
    const used = hackathonEntry('quell-built', {
      roles: ['back end'],
      techStack: [{ title: 'Quellform', icon: 'q' }],
    });
    const o = withSkill(
      { ...owner, hackathons: [...owner.hackathons, judged, used] },
      { title: 'Quellform', icon: 'q', ariaLabel: 'Quellform', kind: 'tool' },
    );
    const a = ask(o, `does ${name} know Quellform?`);
    expect(a.text).toContain('Team quell-built');
    expect(a.text).not.toContain('Team quell-bench');
  });
});
