import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import {
  ask,
  askAfter,
  entry,
  hackathonEntry,
  projectEntry,
  withEntries,
  withFaq,
  withSkill,
} from './ownerCopies';

// Found by blind rounds 76 and 77: short follow-ups after the owner's own answer ("how many?",
// "how many days a week?"), after a piece of work ("how long did it take to build?", "what place
// did he get?") and after a technology ("where?"), a no said after the word ("fully remote does not
// work"), a count asked of a named piece ("how many downloads…?"), a job's words on a kind no
// project has, three-letter typos, a skill that is one kind of another, and MLOps asked of the owner.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const poss = { he: 'his', she: 'her', they: 'their' }[owner.pronouns ?? 'they'];
  const only = (projects: Owner['projects']): Owner => ({ ...owner, projects, hackathons: [] });
  const listed = (title: RegExp) => owner.skills.some((c) => c.skills.some((s) => title.test(s.title)));

  it("answers a bare count and a detail from the owner's answer just given", () => {
    const o = withFaq(owner, [
      {
        id: 'quell-students',
        questions: [`Has ${name} supervised students?`],
        answer: 'I enjoy it. Since 2019 I have supervised seven working students and two theses.',
      },
      {
        id: 'quell-remote',
        questions: [`Can ${name} work remotely?`],
        answer:
          'Hybrid, please: three days in the lab and two days home office works best for me. Fully remote does not work for firmware.',
      },
    ]);
    const count = askAfter(o, `Has ${name} supervised students?`, 'how many?');
    expect(count.text).toContain('seven working students');
    const remote = ask(o, `Can ${name} work remote?`);
    expect(remote.text).toMatch(/^Not fully, in /);
    const days = askAfter(o, `Can ${name} work remote?`, 'how many days a week?');
    expect(days.text).toContain('two days home office');
  });

  it('answers how long a piece of work took, and its placing, from its own words', () => {
    const o = only([
      projectEntry('quell-synth', {
        title: 'Quellsynth',
        description: 'A synthesizer. It took about 18 months of weekends and two board revisions.',
      }),
      projectEntry('quell-kaggle', {
        title: 'Quellkaggle',
        description: 'A solo competition entry. I finished 68th of 3,856 teams (top 2%, silver medal).',
      }),
    ]);
    expect(askAfter(o, 'Tell me about Quellsynth', 'how long did it take to build?').text).toContain(
      '18 months of weekends',
    );
    expect(askAfter(o, 'Tell me about Quellkaggle', 'how long did it take?').text).toMatch(
      /^The site doesn't say how long/,
    );
    expect(askAfter(o, 'Tell me about Quellkaggle', 'what place did they get?').text).toContain(
      '68th of 3,856 teams',
    );
  });

  it('reads "where?" after a question naming a technology as where it was used', () => {
    const skill = owner.skills
      .flatMap((c) => c.skills)
      .find((s) =>
        [...owner.projects, ...owner.hackathons].some((w) => w.techStack.some((t) => t.title === s.title)),
      )!;
    const a = askAfter(owner, `did ${name} ever use ${skill.title}`, 'where?');
    expect(a.text).not.toContain(owner.location);
    expect(a.text).toContain(skill.title);
  });

  it('gives the figure of what is counted from the piece asked of', () => {
    const o = only([
      projectEntry('quell-model', {
        title: 'Quellmodel',
        summary: 'A language model for bank messages.',
        description:
          'It was trained on about 180,000 customer messages. It has been downloaded more than 41,000 times.',
      }),
      projectEntry('quell-other', { title: 'Quellother' }),
    ]);
    const a = ask(o, `How many downloads does ${name}'s Quellmodel have?`);
    expect(a.text).toContain('41,000 times');
  });

  it("quotes a job's words on a kind of work no project is described as", () => {
    const o = withEntries(
      only([projectEntry('quell-ai', { title: 'Quellai', kinds: ['ai'], description: 'A classifier.' })]),
      'career',
      [
        entry(
          'quell-pricing',
          'Data Scientist',
          'Quellride',
          '2020-03',
          '2022-06',
          'The real-time pricing service ran on Spark Structured Streaming.',
        ),
      ],
    );
    const a = ask(o, `Does ${name} have experience with streaming ML?`);
    expect(a.text).toContain('Spark Structured Streaming');
  });

  it('mends three-letter typos, and finds a technology a listed skill is one kind of', () => {
    const rust = withSkill(owner, { title: 'Rust', icon: 'rust', ariaLabel: 'Rust', kind: 'language' });
    expect(ask(rust, `does ${name} knw rust`).text).toMatch(/^Yes: Rust is among/);
    const yocto = withSkill(owner, {
      title: 'Yocto Linux',
      icon: 'yocto',
      ariaLabel: 'Yocto Linux',
      kind: 'platform',
    });
    if (!listed(/^linux$/i))
      expect(ask(yocto, `does ${name} know linux?`).text).toMatch(/^Yes: Yocto Linux is among/);
  });

  it('reads "can he do MLOps?" as about the owner, not the assistant', () => {
    const a = ask(owner, `Can ${name} do MLOps?`);
    expect(a.text).not.toMatch(/assistant/);
  });

  it('answers "without sponsorship?" with the yes the owner\'s no to sponsorship means', () => {
    const o = withFaq(owner, [
      {
        id: 'quell-right-to-work',
        questions: [`Does ${name} need visa sponsorship?`, 'Can she work in the UK?'],
        answer: "Yes. I'm a British citizen, so I don't need any sponsorship to work in the UK.",
      },
    ]);
    expect(ask(o, `can ${name} work in the uk without sponsorship`).text).toMatch(/^Yes, in /);
    expect(ask(o, `does ${name} need sponsorship?`).text).toMatch(/^No, in /);
  });

  it("counts no year and no client's people as reach, and ranks no lead over senior", () => {
    const o = only([
      projectEntry('quell-bench', {
        title: 'Quellbench',
        description: 'I built it in 2023 and 2024 with two working students.',
      }),
      projectEntry('quell-churn', {
        title: 'Quellchurn',
        description: 'A churn model for a chain of 40 gyms with about 90,000 members.',
      }),
    ]);
    const a = ask(o, `What's ${name}'s most impressive project?`);
    expect(a.text).not.toMatch(/2,024|90,000 members/);
    const jobs = withEntries(owner, 'career', [
      entry('quell-a', 'Firmware Lead', 'Quellwise', '2018-10', '2022-03', 'I led three engineers.'),
      entry(
        'quell-b',
        'Senior Firmware Engineer',
        'Quellstrada',
        '2022-04',
        'present',
        'I lead a team of seven.',
      ),
    ]);
    expect(ask(jobs, `Compare ${name}'s job at Quellwise with the one at Quellstrada.`).text).not.toContain(
      'more senior',
    );
  });

  it("names the technologies of the current job, a hackathon team's size, and what went wrong", () => {
    const now = withEntries(owner, 'career', [
      entry(
        'quell-now',
        'Frontend Developer',
        'Quellquad',
        '2024-04',
        'present',
        'I build the teacher app in React and TypeScript.',
      ),
    ]);
    expect(ask(now, `wht tech does ${name} use at ${poss} curent job`).text).toMatch(
      /names these technologies: (?:React and TypeScript|TypeScript and React)\./,
    );
    const o = {
      ...owner,
      projects: owner.projects,
      hackathons: [
        hackathonEntry('quell-won', {
          title: 'Quellwon',
          result: '1st place',
          description: { app: 'A revision game.', role: 'We were a team of four. I built the front end.' },
        }),
        hackathonEntry('quell-lost', {
          title: 'Quellost',
          description: {
            app: 'A voice notes app.',
            role: 'We never finished: the voice-to-text integration ate most of the weekend.',
          },
        }),
      ],
    };
    expect(askAfter(o, 'Tell me about Quellwon', 'how big was the team?').text).toContain('a team of four');
    expect(askAfter(o, 'Tell me about Quellost', 'what went wrong?').text).toContain(
      'ate most of the weekend',
    );
  });
});
