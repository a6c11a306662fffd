import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';
import {
  ask,
  askAfter,
  askInTurn,
  entry,
  hackathonEntry,
  projectEntry,
  withEntries,
  withFaq,
  withPersonal,
  withSkill,
} from './ownerCopies';

// Found by blind rounds: "happy to talk through the design" quoted for conference talks, a skill
// labelled "background jobs" not found for "background job queues", a field of work ("travel tech")
// read as the hackathon named by it, the employers of the jobs in view, a spoken language read as
// the skills named before, a wish quoted as a thing built, and "does he know machine learning?"
// answered with every skill; open-source work titled "Open-source contributor" not found, "PRs" not
// read as pull requests, and reach weighed without "12,000 tenants" but with "three client apps".

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  it('quotes a talk given, not an offer to talk something through', () => {
    const o = withPersonal(
      {
        ...owner,
        projects: [
          projectEntry('quell-engine', {
            description: 'A closed-source quell engine. I am happy to talk through the design.',
          }),
          ...owner.projects,
        ],
      },
      'I have spoken at Quellconf (2022) about quell caching.',
    );
    const a = ask(o, `Has ${name} given any conference talks?`);
    expect(a.text).toContain('spoken at Quellconf');
    expect(a.text).not.toContain('talk through the design');
  });

  it('finds a skill by its label in the singular or plural', () => {
    const o = withSkill(owner, {
      title: 'Quellqueue',
      icon: 'quellqueue',
      ariaLabel: 'Quellqueue background jobs',
      kind: 'library',
    });
    const a = ask(o, `Is ${name} any good with background job queues?`);
    expect(a.kind).toBe('answered');
    expect(a.text).toContain('Quellqueue');
  });

  describe('a field of work and the employers in it', () => {
    const jobs = [
      entry(
        'quell-shop',
        'Developer',
        'Quellfabric',
        '2012-01',
        '2014-08',
        'Quellfabric is an online fabric shop. I left to work on something bigger in travel.',
      ),
      entry(
        'quell-trips',
        'Senior Developer',
        'Quelltrips',
        '2014-09',
        '2018-03',
        'Quelltrips sells package holidays. I built its pricing service.',
      ),
      entry(
        'quell-trips-lead',
        'Engineering Manager',
        'Quelltrips',
        '2018-04',
        '2021-01',
        'I managed the checkout team and hired five engineers.',
      ),
      entry(
        'quell-grocer',
        'Staff Engineer',
        'Quellgrocer',
        '2021-02',
        'present',
        'Quellgrocer delivers groceries.',
      ),
    ];
    const o = {
      ...withEntries(owner, 'career', jobs),
      hackathons: [
        hackathonEntry('quell-layover', { event: 'Travel Tech Hack Quellton' }),
        ...owner.hackathons,
      ],
    };
    const first = `Has ${name} worked in travel tech?`;

    it('answers with the jobs in the field, not the hackathon named by it nor a job left for it', () => {
      const a = ask(o, first);
      expect(a.text).toMatch(/^Yes/);
      expect(a.items).toEqual(expect.arrayContaining(['quell-trips']));
      expect(a.items).not.toContain('quell-layover');
      expect(a.items).not.toContain('quell-shop');
    });

    it('names the employers of those jobs, and what each was', () => {
      const a = askAfter(o, first, 'which companies?');
      expect(a.text).toContain('Quelltrips');
      expect(a.text).not.toMatch(/Quellgrocer|Quellfabric/);
      const there = askInTurn(o, [first, 'which companies?', 'what did they build there?']);
      expect(there.text).toContain('pricing service');
      expect(there.items).not.toContain('quell-grocer');
    });
  });

  it('reads a spoken language after the languages spoken, not the skills', () => {
    const o = withFaq(owner, [
      ...(owner.faq ?? []).filter((f) => !/language/i.test(f.questions.join(' '))),
      {
        id: 'spoken-languages',
        questions: ['What languages does she speak?', 'Is he fluent in any other languages?'],
        answer: 'Quellish is my first language. I am learning German and I am at A2.',
      },
    ]);
    const a = askInTurn(o, [`What languages does ${name} speak?`, 'is german one of them?']);
    expect(a.text).toContain('learning German');
    expect(a.text).not.toContain('listed skills');
  });

  it('answers what was built from the work and jobs before what the owner wants', () => {
    const job = entry(
      'quell-pay',
      'Payments Intern',
      'Quellpay',
      '2020-01',
      '2020-06',
      'Quellpay is a payments company. I built its reconciliation service.',
    );
    const o = withFaq(withEntries(owner, 'career', [job]), [
      ...(owner.faq ?? []),
      {
        id: 'quell-wish',
        questions: ['What does he want to work on next?'],
        answer: 'I want to work on payments infrastructure across countries.',
      },
    ]);
    const a = ask(o, `Has ${name} built anything to do with payments?`);
    expect(a.items[0]).toBe('quell-pay');
    expect(a.text).toMatch(/reconciliation|payments company/);
  });

  it('answers "does he know machine learning?" with the AI work, not every skill', () => {
    const o = {
      ...owner,
      projects: [projectEntry('quell-vision', { kinds: ['ai'] }), ...owner.projects],
    };
    const a = ask(o, `Does ${name} know machine learning?`);
    expect(a.items).toContain('quell-vision');
    expect(a.text).not.toMatch(/skills, by category/);
  });

  describe('open-source work titled by it', () => {
    const o = withEntries(owner, 'career', [
      entry('quell-job', 'Quell Engineer', 'Quellcorp', '2019-01', 'present', 'I build quells.'),
      entry(
        'quell-oss',
        'Open-source contributor',
        'Quellproject',
        '2021-01',
        'present',
        'I have had 27 pull requests merged in Quellproject.',
      ),
    ]);
    const withClub = withPersonal(o, 'I mentored students through their first open-source patches.');

    it('answers experience with open source from the entry titled by it', () => {
      const a = ask(o, `What is ${name}'s experience with open source?`);
      expect(a.items).toEqual(['quell-oss']);
      expect(a.text).toContain('27 pull requests');
      expect(ask(withClub, `Has ${name} done open source?`).items[0]).toBe('quell-oss');
    });

    it('reads "PRs" as pull requests', () => {
      const a = askInTurn(o, [`What is ${name}'s experience with open source?`, 'how many PRs merged?']);
      expect(a.text).toContain('27 pull requests');
    });
  });

  it('weighs reach by whom the work serves, not by a count of something else', () => {
    const hub = projectEntry('quell-hub', {
      title: 'Quellhub',
      description: 'Quellhub lets 12,000 tenants report repairs. I found bugs in three client apps.',
    });
    const plot = projectEntry('quell-plot', {
      title: 'Quellplot',
      description: 'About 2,300 people have signed up to Quellplot.',
    });
    const o = { ...owner, projects: [plot, hub, ...owner.projects] };
    const a = ask(o, 'Which is more impressive, Quellhub or Quellplot?');
    expect(a.text.split('\n')[0]).toMatch(/Quellhub.*12,000 tenants/);
    expect(a.text).not.toContain('3 clients');
  });
});
