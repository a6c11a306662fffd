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

// Found by blind rounds 74 and 75: what the owner wants asked apart from what they did, a term of
// work an faq touches only in passing, a time said as "next month", a kind of work the owner names
// in the plural with its list in its own words, downloads counted as "downloaded N times", two
// pieces weighed by complexity, a skill whose title joins two technologies, a part of a skill the
// site never names, and a cloud used through one of its services.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const only = (projects: Owner['projects']): Owner => ({ ...owner, projects, hackathons: [] });
  const next = {
    id: 'quell-next',
    questions: [`What does ${name} want next?`, 'What kind of role are they looking for?'],
    answer:
      "A staff role where reliability is a product. I want to keep hands on keyboard and I'm not looking to manage people.",
  };
  const availability = {
    id: 'quell-availability',
    questions: ['When could they start?', 'What is their notice period?'],
    answer: 'My notice period is four weeks.',
  };
  const onCall = {
    id: 'quell-on-call',
    questions: [`Will ${name} do on-call?`, 'What are their on-call expectations?'],
    answer:
      "Yes, I'll carry a pager. What I expect in return: one week on in six or fewer, paid on-call or time off in lieu.",
  };

  it("answers a wish to manage from the owner's own words, and says so where none are", () => {
    const a = ask(withFaq(owner, [next]), `Would ${name} want to manage a team?`);
    expect(a.text).toMatch(/^No, in .*own words: “I want to keep hands on keyboard/);
    const none = ask(withFaq(owner, []), `Would ${name} want to manage a team?`);
    expect(none.text).toMatch(new RegExp(`^The site doesn't say whether ${name} wants to lead or manage`));
  });

  it('reads "next month" as a time, and goals as what the owner wants next', () => {
    const o = withFaq(owner, [next, availability]);
    expect(ask(o, `Can ${name} start next month?`).items).toContain('quell-availability');
    expect(ask(o, `What are ${name}'s goals?`).items).toContain('quell-next');
  });

  it('gives the sentence that touches a term of work in passing, with no yes', () => {
    const a = ask(withFaq(owner, [onCall]), 'salary expectations?');
    // Where the on-call entry is read at all, only its sentence on pay is given.
    expect(a.text).not.toMatch(/^Yes/);
    expect(a.text).not.toContain('carry a pager');
  });

  it('answers how often from the faq answer in view', () => {
    const a = askAfter(withFaq(owner, [onCall]), `Will ${name} do on-call?`, 'how often?');
    expect(a.text).toContain('one week on in six');
  });

  it('reads terms of work said as a statement, not as off topic', () => {
    const remote = {
      id: 'quell-remote',
      questions: [`Does ${name} work remotely?`, 'Is she open to hybrid?'],
      answer: "Remote only. I'm not looking at hybrid.",
    };
    const a = ask(withFaq(owner, [remote]), "We're hybrid, 2 days a week in the office. Would that work?");
    expect(a.items).toContain('quell-remote');
  });

  it('lists a kind the owner names in the plural once, with its own words, and the part asked', () => {
    const o = only([
      projectEntry('quell-talks', {
        title: 'Talks: Quell in the Loop',
        kinds: ['talks'],
        summary: 'A series of conference talks.',
        description:
          'Four talks since 2021: "Pagers" at QuellOps 2021, "Incidents, Calmly" at Monitorama 2023 in Oslo, a keynote at Quellfest 2024, and "Thresholds" at QuellSummit 2025.',
      }),
      projectEntry('quell-cli'),
    ]);
    const a = ask(o, `What talks has ${name} given?`);
    expect(a.text).toMatch(/ 1 talk on the site:/);
    expect(a.text).toContain('QuellSummit 2025');
    const kubecon = askAfter(o, `What talks has ${name} given?`, 'Which one was at Monitorama?');
    expect(kubecon.text).toContain('"Incidents, Calmly" at Monitorama 2023 in Oslo');
    expect(kubecon.text).not.toContain('QuellSummit');
  });

  it('counts "downloaded over N times" as downloads', () => {
    const o = only([
      projectEntry('quell-dose', {
        title: 'Quelldose',
        description: 'It has been downloaded over 85,000 times.',
      }),
      projectEntry('quell-plot', { title: 'Quellplot', description: 'It has about 1,900 stars on GitHub.' }),
    ]);
    expect(ask(o, `Which is ${name}'s most popular project?`).text).toContain('85,000 downloads');
  });

  it('weighs two pieces of work by complexity when that is asked of them', () => {
    const o = only([
      projectEntry('quell-dose', { title: 'Quelldose' }),
      projectEntry('quell-plot', { title: 'Quellplot' }),
      projectEntry('quell-third', { title: 'Quellthird' }),
    ]);
    const a = ask(o, 'Which is more technically complex, Quelldose or Quellplot?');
    expect(a.text).toMatch(/^The site doesn't rank these two by complexity/);
    expect(a.text).not.toContain('Quellthird');
  });

  it('finds a technology inside a skill title that joins two, and no yes for a part never named', () => {
    const joined = withSkill(owner, {
      title: 'REST & GraphQL APIs',
      icon: 'graphql',
      ariaLabel: 'REST and GraphQL APIs',
      kind: 'practice',
    });
    const listed = owner.skills.flatMap((c) => c.skills).some((s) => /^graphql$/i.test(s.title));
    if (!listed) expect(ask(joined, 'graphql?').text).toMatch(/^Yes: REST & GraphQL APIs is among/);
    const skill = owner.skills[0]!.skills[0]!.title;
    expect(ask(owner, `does ${name} know ${skill} concurrency?`).text).toMatch(
      /^The site doesn't mention concurrency with /,
    );
  });

  it('finds Google Cloud in a job that names one of its services', () => {
    const o = withEntries(owner, 'career', [
      entry(
        'quell-games',
        'Online Services Engineer',
        'Quellgames',
        '2017-06',
        '2019-12',
        'I moved us to Kubernetes on GKE.',
      ),
    ]);
    const listed = owner.skills.flatMap((c) => c.skills).some((s) => /google cloud|gcp/i.test(s.title));
    if (!listed) expect(ask(o, `Has ${name} used GCP?`).text).toContain('Kubernetes on GKE');
  });

  it('dates the start in a field, and reads "a senior engineer" as a grade', () => {
    const o = withEntries(owner, 'career', [
      entry('quell-qa', 'QA Engineer', 'Quellsoft', '2015-03', '2022-02', 'I tested payments.'),
      entry(
        'quell-sqa',
        'Senior QA Automation Engineer',
        'Quellpay',
        '2022-05',
        'present',
        'I own the test suite.',
      ),
    ]);
    expect(ask(o, `What year did ${name} start working in QA?`).text).toMatch(
      new RegExp(`^${name} started in QA in March 2015\\.`),
    );
    expect(ask(o, `When did ${name} become a senior engineer?`).items).toEqual(['quell-sqa']);
  });

  it('gives the switch as the reason for leaving the last job outside software', () => {
    const o = withFaq(
      withEntries(owner, 'career', [
        {
          ...entry(
            'quell-pharm',
            'Pharmacist',
            'Quell Hospital',
            '2015-01',
            '2019-12',
            'I ran a ward dispensary.',
          ),
          field: 'other',
        },
        entry('quell-ios', 'iOS Developer', 'Quellpay', '2020-01', 'present', 'I build the app.'),
      ]),
      [
        {
          id: 'quell-switch',
          questions: ['Why did you switch careers?'],
          answer: 'I loved the patients, not the paperwork.',
        },
      ],
    );
    const a = ask(o, `Why did ${name} leave the pharmacist job?`);
    expect(a.text).toMatch(/ for software; why, in .* own words: “I loved the patients/);
  });

  it('drops a bare "how much?" that the part before answered with its figure', () => {
    const o = {
      ...owner,
      hackathons: [
        hackathonEntry('quell-hack', {
          event: 'Quell Health Hack',
          date: '2022-09',
          techStack: [{ title: 'Quellscript', icon: 'quellscript' }],
          result: '1st place (₦2,000,000 prize)',
        }),
      ],
    };
    const a = ask(o, `Has ${name} ever won prize money at a hackathon? how much?`);
    expect(a.text).toContain('₦2,000,000');
    expect(a.text).not.toContain("The site doesn't say.");
  });
});
