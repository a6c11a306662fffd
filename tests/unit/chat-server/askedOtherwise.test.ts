import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import {
  ask,
  askInTurn,
  entry,
  hackathonEntry,
  projectEntry,
  withEntries,
  withFaq,
  withPersonal,
} from './ownerCopies';

// Questions asked in other words than the content's own: pay as what the owner wants to earn, pride
// as the favourite, a move to come as relocating, a hackathon team as a team led, a field's years by
// the jobs titled for it, the won entry as the one a follow-up means, work that cannot be seen online.

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const faq = withFaq(owner, [
    {
      id: 'salary',
      questions: [`What salary does ${name} expect?`, 'What are their rates?'],
      answer: "I don't publish a number; I'd rather talk pay once we know the role fits.",
    },
    {
      id: 'favourite',
      questions: [`What is ${name}'s favourite project?`, 'Which project are they proudest of?'],
      answer: 'The operator: it saved real money every night.',
    },
    {
      id: 'moving',
      questions: [`Would ${name} relocate?`],
      answer: "Hybrid where I live, or fully remote. I'm not relocating.",
    },
  ]);

  it('finds the faq a question asks in other words than its phrasings', () => {
    expect(ask(faq, `How much does ${name} want to earn?`).items).toEqual(['salary']);
    expect(ask(faq, `What is ${name} most proud of?`).items).toEqual(['favourite']);
    expect(ask(faq, `would ${name} move to London?`).items).toEqual(['moving']);
    // A move made, and a degree earned, are not these.
    expect(ask(faq, `Did ${name} earn a degree?`).items).not.toContain('salary');
  });

  it('says yes to leading a team where a hackathon team was led and no job was', () => {
    const o = {
      ...withEntries(owner, 'career', [
        entry('ops', 'Platform Engineer', 'Corrib Logistics', '2021-01', 'present', 'I run the clusters.'),
      ]),
      hackathons: [hackathonEntry('wranglers', { roles: ['team lead'] })],
    } as Owner;
    const a = ask(o, `Has ${name} ever led a team?`);
    expect(a.text).toMatch(/^Yes, in hackathons: /);
    expect(a.items).toContain('wranglers');
    expect(ask(o, `Has ${name} held a team lead job title anywhere?`).text).toMatch(/^No, not in a job/);
  });

  it('counts a post’s years by the job titled for it, not a client of its field', () => {
    const o = withEntries(owner, 'career', [
      entry('icu', 'Staff Nurse', 'St James’s Hospital', '2013-08', '2019-08', 'Intensive care.'),
      entry(
        'sre',
        'SRE (contract)',
        'Brightwater Health',
        '2021-11',
        '2022-03',
        'Checks for a hospital-software vendor.',
      ),
    ]);
    const a = ask(o, `how many years was ${name} a nurse?`);
    expect(a.items).toEqual(['icu']);
    expect(a.text).toMatch(/6 years/);
  });

  it('counts years in a field by the titles of its posts, and says where no title has it', () => {
    const o = withEntries(owner, 'career', [
      entry('junior', 'Junior DevOps Engineer', 'Tillpoint', '2019-09', '2021-10', 'Pipelines.'),
      entry('sre', 'Site Reliability Engineer', 'Brightwater', '2021-11', '2022-03', 'Checks.'),
      entry('platform', 'Platform Engineer', 'Corrib', '2022-04', 'present', 'Clusters.'),
    ]);
    expect(ask(o, `How many years of DevOps experience does ${name} have?`).items).toEqual([
      'junior',
      'sre',
      'platform',
    ]);
    const web = withEntries(owner, 'career', [
      entry('fw', 'Firmware Engineer', 'Kestrel', '2016-09', 'present', 'I write the firmware.'),
    ]);
    expect(ask(web, `How many years of devops experience does ${name} have?`).text).toMatch(
      /^No job on the site is titled for devops\./,
    );
  });

  it('says no to a spoken language the owner’s own answer on languages leaves out', () => {
    const o = withFaq(owner, [
      {
        id: 'languages',
        questions: [`What languages does ${name} speak?`],
        answer: 'English and Irish, both fluently, and some French: enough for a holiday.',
      },
    ]);
    expect(ask(o, `Does ${name} speak German?`).text).toMatch(/^No: German is not among the languages /);
    expect(ask(o, `Does ${name} speak French?`).text).not.toMatch(/^No\b/);
    // A level asked of a language is asked of the languages spoken, never of the career.
    for (const q of ['english level?', `how good is ${name}'s english`])
      expect(ask(o, q).items.join(), q).toMatch(/^(?:faq-)?languages$/);
  });

  it('takes the entry won as the one a follow-up on "there" means', () => {
    const o = {
      ...owner,
      hackathons: [
        hackathonEntry('night-shift', { result: '1st place', date: '2019-02' }),
        hackathonEntry('wranglers', { date: '2022-09', roles: ['team lead'] }),
      ],
    } as Owner;
    const a = askInTurn(o, [
      `Which hackathons has ${name} done?`,
      'which one did they win?',
      'what was their role there?',
    ]);
    expect(a.items).toEqual(['night-shift']);
  });

  it('lists the work that cannot be seen online', () => {
    const o = {
      ...owner,
      projects: [
        projectEntry('hidden', {}),
        projectEntry('shown', { live: 'https://shown.example.org', title: 'Shown' }),
      ],
    } as Owner;
    const a = ask(o, `Which of ${name}'s projects can't I see online?`);
    expect(a.items).toEqual(['hidden']);
  });
});

describe.each(OWNERS)('where the owner is from, on %s', (_, owner) => {
  const name = owner.firstName;
  const town = owner.location.split(',')[0]!;
  const from = (sentence: string) => withPersonal({ ...owner, faq: [] }, sentence);

  it('says whether the owner is from the town they live in by their own words on it', () => {
    expect(
      ask(from('I grew up in Quellmouth, far from any city.'), `Is ${name} from ${town} originally?`).text,
    ).toMatch(/^No: /);
    expect(
      ask(from(`I grew up in ${town} and never left.`), `Is ${name} from ${town} originally?`).text,
    ).toMatch(/^Yes: /);
    expect(
      ask(from(`I moved to ${town} from Quellmouth in 2015.`), `Is ${name} from ${town} originally?`).text,
    ).not.toMatch(/^(?:Yes|No)\b/);
  });
});
