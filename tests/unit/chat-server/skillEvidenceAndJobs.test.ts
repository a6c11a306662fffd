import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import {
  ask,
  entry,
  hackathonEntry,
  projectEntry,
  QUELLSCRIPT,
  withEntries,
  withFaq,
  withSkill,
} from './ownerCopies';

// What blind rounds found: a faq on why a field answered whether the owner worked in it, a practice
// shown by its measures went unseen, a skill inside a longer one's name was counted, a comparison of
// two jobs gave only their dates, and a card said its stack twice.

const QUELL_JOB = entry(
  'quell-job',
  'Quell Engineer',
  'Quellco',
  '2021-01',
  'present',
  'I look after the quellboard, the component library behind Quellco. I took the checkout page’s Largest Contentful Paint under two seconds.',
);
const ZORB_JOB = entry(
  'zorb-job',
  'Zorb Developer',
  'Zorbco',
  '2018-01',
  '2020-06',
  'Built Zorbco’s news templates in Quellscript UI.',
);

/** The owner with no skill of a kind listed, no work and one job: nothing of that kind anywhere. */
const without = (o: Owner, kind: string): Owner => ({
  ...withEntries(o, 'career', [ZORB_JOB]),
  skills: o.skills
    .map((c) => ({ ...c, skills: c.skills.filter((s) => s.kind !== kind) }))
    .filter((c) => c.skills.length) as Owner['skills'],
  projects: [projectEntry('quelltool')],
  hackathons: [],
});

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  it('answers "has she worked on…" from the jobs, not from a faq on why she likes that work', () => {
    const why = {
      id: 'why-quellboards',
      questions: ['Why quellboards?', 'What do you like about quellboard work?'],
      answer: 'Quellboards sit where I like to be.',
    };
    const o = withFaq(withEntries(owner, 'career', [QUELL_JOB]), [why]);
    const worked = ask(o, `Has ${name} worked on a quellboard?`);
    expect(worked.kind).not.toBe('faq');
    expect(worked.text).toMatch(/^Yes/);
    expect(worked.items).toContain('quell-job');
    expect(ask(o, `What does ${name} like about quellboards?`).kind).toBe('faq');
  });

  it('shows a listed practice by the job words it is measured in', () => {
    const perf = { title: 'Web performance', icon: 'perf', ariaLabel: 'Web performance', kind: 'practice' };
    const o = withSkill(withEntries(owner, 'career', [QUELL_JOB]), perf as Owner['skills'][0]['skills'][0]);
    const a = ask(o, `Any experience with web performance?`);
    expect(a.text).toMatch(/^Yes/);
    expect(a.text).toContain('“I took the checkout page’s Largest Contentful Paint under two seconds.”');
    expect(a.items).toContain('quell-job');
  });

  it('does not count a skill named only inside a longer listed skill’s name', () => {
    const ui = {
      ...QUELLSCRIPT,
      title: 'Quellscript UI',
      icon: 'quellui',
      ariaLabel: 'Quellscript UI',
      kind: 'framework' as const,
    };
    const o = withSkill(withSkill(withEntries(owner, 'career', [ZORB_JOB]), QUELLSCRIPT), ui);
    const a = ask(o, `How good is ${name} at Quellscript?`);
    expect(a.text).toMatch(/- Quellscript is listed under/);
    expect(a.text.split('\n').find((l) => l.startsWith('- Quellscript is'))).not.toContain('named in');
  });

  it('says yes to "does she do testing?" with the work that uses the listed test tools', () => {
    const tool = {
      title: 'Quelltest',
      icon: 'quelltest',
      ariaLabel: 'Quelltest testing framework',
      kind: 'tool',
    };
    const project = projectEntry('quellcheck', { techStack: [{ title: 'Quelltest', icon: 'quelltest' }] });
    const o = { ...withSkill(owner, tool as Owner['skills'][0]['skills'][0]), projects: [project] };
    const a = ask(o, `Does ${name} do testing?`);
    expect(a.text).toMatch(/^Yes: /);
    expect(a.text).toContain('Quelltest ([**quellcheck**]');
  });

  it('says no to a kind of skill no list, work or job names', () => {
    const o = without(owner, 'database');
    const a = ask(o, `Does ${name} know any databases?`);
    expect(a.text).toBe(
      `No: ${name} lists no databases among the skills, and no work on the site names one.`,
    );
    expect(a.kind).toBe('not-listed');
  });

  it('sets two jobs side by side when asked how they compare or differ', () => {
    const o = withEntries(owner, 'career', [QUELL_JOB, ZORB_JOB]);
    for (const q of [
      `How does ${name}'s work at Zorbco compare to what they do at Quellco?`,
      `What's the difference between the job at Zorbco and the job at Quellco?`,
    ]) {
      const a = ask(o, q);
      expect(a.text).toContain('Side by side (newest first):');
      expect(a.items).toEqual(['quell-job', 'zorb-job']);
    }
  });

  it('quotes a job’s words on a skill before the work’s', () => {
    const job = entry(
      'quell-job',
      'Quell Engineer',
      'Quellco',
      '2021-01',
      'present',
      'I write Quellscript every day.',
    );
    const project = projectEntry('quelltool', { description: 'A tool written in Quellscript for quells.' });
    const o = {
      ...withSkill(withEntries(owner, 'career', [job]), QUELLSCRIPT),
      projects: [project],
      hackathons: [],
    };
    const a = ask(o, `How good is ${name} at Quellscript?`);
    const quotes = a.text.split('\n').filter((l) => l.includes('“'));
    expect(quotes[0]).toContain('“I write Quellscript every day.”');
  });

  it('names the kind of work shown for a practice not listed', () => {
    const skills = owner.skills.map((c) => ({
      ...c,
      skills: c.skills.filter((s) => !/accessib/i.test(s.title)),
    })) as Owner['skills'];
    const o = { ...owner, skills, hackathons: [hackathonEntry('quelljam', { kinds: ['accessibility'] })] };
    const a = ask(o, `How good is ${name} at accessibility?`);
    expect(a.text).toContain('not among');
    expect(a.text).toContain('work of that kind: [**Team quelljam**]');
    expect(a.items).toContain('quelljam');
  });

  it('says a card’s stack once and names each of its kinds', () => {
    const project = projectEntry('quellgame', {
      kinds: ['web app', 'game'],
      description: 'A game of quells. Built with Quellscript.',
    });
    const a = ask({ ...owner, projects: [project] }, 'Tell me about quellgame');
    expect(a.text.match(/Built with/g)).toHaveLength(1);
    expect(a.text).toContain('is a web app and a game:');
  });
});
