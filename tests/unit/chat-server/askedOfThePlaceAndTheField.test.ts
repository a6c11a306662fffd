import { describe, expect, it } from 'vitest';
import type { Entry } from '../../../content';
import { OWNERS } from './owners';
import {
  ask,
  askAfter,
  askInTurn,
  entriesOf,
  entry,
  projectEntry,
  withEntries,
  withFaq,
  withPersonal,
} from './ownerCopies';

// What a career changer's visitors ask: posts written short ("an ML engineer"), the job before an
// employer, years in a field by its jobs' words, the tools of an area, a faq's no to part of what it
// offers, a certificate by its short name, pastimes, and follow-ups of a place or a job.

const study = (
  id: string,
  role: string,
  org: string,
  start: string,
  end: string,
  content: string,
): Entry => ({
  ...entry(id, role, org, start, end, content),
  completed: false,
});

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const career = withEntries({ ...owner, subtitle: 'Data & ML Engineer' }, 'career', [
    entry('nurse', 'Staff Nurse', 'Ward Hospital', '2012-09', '2016-12', 'Nurse on a medical ward.'),
    entry(
      'pipes',
      'Data Engineer',
      'Quellen Health',
      '2019-09',
      '2022-12',
      'I built pipelines for a fintech client.',
    ),
    entry(
      'free',
      'Freelance ML Engineer',
      'Self-employed',
      '2023-01',
      '2023-12',
      'Contract models for two clients.',
    ),
    entry(
      'now',
      'Machine Learning Engineer',
      'Tidal Analytics',
      '2024-01',
      'present',
      'I mentor two juniors.',
    ),
  ]);
  const o = withEntries(career, 'education', [
    ...entriesOf(owner, 'education'),
    study(
      'cert',
      'Certificate in Computer Science',
      'Quell University',
      '2017-09',
      '2018-12',
      'I finished four of six courses, then paused it.',
    ),
    entry(
      'msc',
      'MSc Data Science and Advanced Analytics',
      'Quell School',
      '2017-09',
      '2019-07',
      'Statistics and ML.',
    ),
  ]);

  it('weighs a post written short against the title that spells it out', () => {
    const a = ask(o, `Is ${name} more of a data engineer or an ML engineer?`);
    expect(a.text).toMatch(/An ML engineer now: .*Machine Learning Engineer/);
    expect(a.text).not.toMatch(/A data engineer now/);
  });

  it('finds the job before an employer named, not a study that shares a word with it', () => {
    expect(ask(o, `Who did ${name} work for before Tidal Analytics?`).items).toEqual(['free']);
  });

  it('counts machine-learning jobs among the years of data work', () => {
    expect(ask(o, `How many years of data experience does ${name} have?`).items).toEqual(
      expect.arrayContaining(['pipes', 'free', 'now']),
    );
  });

  it('asks the years again of a field named in a follow-up', () => {
    const a = askInTurn(o, [
      `How many years of software experience does ${name} have?`,
      'and how many of those in fintech?',
    ]);
    expect(a.items).toEqual(['pipes']);
  });

  it('answers the tools of an area by its skills and work, whatever faq shares a word', () => {
    const a = ask(o, `What devops tools has ${name} used?`);
    expect(a.text).toMatch(/^(?:What the site shows of .*'s DevOps work|The site shows no DevOps work)/);
  });

  it('says no to the part of a work setup the faq answer rules out', () => {
    const f = withFaq(o, [
      {
        id: 'setup',
        questions: ['Do you work remotely?'],
        answer:
          'I prefer hybrid work, two days a week in the office. I would not take a fully in-office role.',
      },
    ]);
    expect(ask(f, `Would ${name} work fully in the office?`).text).toMatch(/^No/);
  });

  it('finds a certificate by its short name and quotes what happened to it', () => {
    const a = ask(o, 'What happened with the CS certificate?');
    expect(a.items).toEqual(['cert']);
    expect(a.text).toContain('I finished four of six courses');
  });

  it('does not count mentoring as leading at the job in view', () => {
    const a = askInTurn(o, [`What is ${name}'s current job?`, 'did they lead anyone there?']);
    expect(a.text).not.toMatch(/^Yes/);
  });

  it('finds a pastime in the sentence after the one on time off', () => {
    const p = withPersonal(
      o,
      'Away from the keyboard I go bouldering. I also host a monthly board game night.',
    );
    const a = ask(p, `Does ${name} play board games?`);
    expect(a.text).toMatch(/^Yes/);
    expect(a.text).toContain('board game night');
  });

  it('answers the technologies of the job in view, not a choice of projects', () => {
    const j = withEntries(o, 'career', [
      entry(
        'dev',
        'Junior Backend Developer',
        'Quellwork',
        '2016-10',
        '2019-03',
        'I built order APIs in Ruby on Rails.',
      ),
    ]);
    const a = askInTurn(j, [`What was ${name}'s first software job?`, 'What tech did they use?']);
    expect(a.text).toContain('Ruby on Rails');
    expect(a.text).not.toMatch(/do you mean/);
  });

  it('reads "there" after the owner\'s location as that place', () => {
    const a = askAfter(o, `Where is ${name} based?`, 'How long have they lived there?');
    expect(a.text).not.toMatch(/do you mean/);
    expect(a.kind).toBe('answered');
  });

  it('finds the models behind a field of machine learning, and the project among them', () => {
    const n = {
      ...o,
      projects: [
        ...o.projects,
        projectEntry('quell-triage', {
          description: 'Quell Triage fine-tunes a BERT model on triage notes.',
        }),
      ],
    };
    expect(ask(n, `Any NLP experience?`).items).toContain('quell-triage');
    expect(askInTurn(n, ['Any NLP experience?', 'which project?']).items).toEqual(['quell-triage']);
  });

  it('reads a word of thanks inside a question as part of the question', () => {
    expect(ask(o, `is ${name} ok with travel?`).intents).not.toContain('greeting');
    expect(ask(o, 'ok thanks a lot').intents).toEqual(['greeting']);
  });

  it('reads working in a language as speaking it, by what the owner says', () => {
    const f = withFaq(o, [
      {
        id: 'tongues',
        questions: ['Which languages do you speak?'],
        answer: 'I speak English and Portuguese.',
      },
    ]);
    expect(ask(f, `Could ${name} work in German?`).text).toMatch(
      /^No: German .*I speak English and Portuguese/,
    );
    expect(ask(f, `Could ${name} work in Portuguese?`).text).toMatch(/^Yes/);
  });

  it('sums up the owner when asked what their deal is', () => {
    expect(ask(o, `so what's ${name}'s deal?`).intents).toEqual(['summary']);
  });
});
