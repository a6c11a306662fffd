import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content/schema';
import { OWNERS } from './owners';
import { ask, askAfter, entry, hackathonEntry, withEntries, withPersonal } from './ownerCopies';

// Jobs by their terms, their place and a short title word; work counted or credited; hackathon
// roles on both sides. Invented Quell… entries on every owner (NOW is June 2026).

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const postdoc = entry(
    'quell-postdoc',
    'Postdoctoral Researcher',
    'Brindle University',
    '2017-04',
    '2019-03',
    'An academic post, but in practice a software job: I rewrote the group’s simulation code.',
  );
  const agency = {
    ...entry(
      'quell-agency',
      'Frontend Developer',
      'Lantern Quell',
      '2019-04',
      '2019-12',
      'A nine-month fixed-term contract with a digital agency. I rebuilt a booking site.',
    ),
    location: 'Remote (for a Quellton client)',
  };
  const insurer = entry(
    'quell-insurer',
    'Data Scientist',
    'Quellseguros',
    '2020-01',
    '2022-12',
    'My first industry job, at a mid-sized insurer. I never touched the frontend. I was on call for the pricing service.',
  );
  const now = entry(
    'quell-now',
    'Machine Learning Engineer',
    'Quellrumo',
    '2023-01',
    'present',
    'I train ranking models.',
  );
  const copy = withEntries(owner, 'career', [postdoc, agency, insurer, now]);

  it('answers whether a job was permanent from its own words on its terms, or that they say none', () => {
    expect(ask(copy, `Was ${name}'s agency job a permanent position?`).text).toMatch(/^No: .*Lantern Quell/);
    expect(ask(copy, `Was ${name}'s job at Quellrumo a permanent position?`).text).toMatch(
      /^The site doesn't say whether it was permanent\./,
    );
  });

  it('says a place named only as a remote client is no place the owner worked', () => {
    expect(ask(copy, `Did ${name} ever work in Quellton?`).text).toMatch(
      /^Only remotely, for an employer or client there:/,
    );
  });

  it('finds a job by the start of a title word and weighs software against academic', () => {
    expect(ask(copy, `How long was ${name}'s postdoc?`).text).toMatch(
      /Postdoctoral Researcher.*: about 2 years\./,
    );
    expect(ask(copy, 'Was the postdoc really a software job or an academic one?').text).toMatch(
      /^Both: the site lists .*Postdoctoral Researcher.* as software work, and its own words say: “An academic post/,
    );
  });

  it('reads "any frontend work at the insurance company?" from that job, not as work in insurance', () => {
    const a = ask(copy, `Did ${name} do any frontend work at the insurance company?`);
    expect(a.text).not.toMatch(/^Yes/);
    expect(a.text).toContain('I never touched the frontend.');
  });

  it('weighs a rough length claimed of a job described and adds up a time in either of two posts', () => {
    expect(ask(copy, `${name} was at the insurer about five years, right?`).text).toMatch(
      /^No: .*: about 3 years\./,
    );
    expect(
      ask(copy, `How many years has ${name} worked as a data scientist or machine learning engineer?`).text,
    ).toMatch(/starts in January 2020 .*Data Scientist.*: over 6 years, across 2 roles/);
  });

  it('answers what the job in view says, and what the jobs before the current one say', () => {
    const a = askAfter(copy, `What did ${name} do at Quellseguros?`, 'Was that job on call?');
    expect(a.text).toMatch(
      /^Yes, in .* own words:\n- .*Quellseguros.*“I was on call for the pricing service\.”/,
    );
    expect(ask(copy, `Was ${name} ever on call before the current job?`).text).toMatch(
      /^Yes, in .* own words:/,
    );
  });

  it('counts the work against a count claimed, and a full-stack hackathon role as back end too', () => {
    const teams = [1, 2, 3].map((i) =>
      hackathonEntry(`quell-team-${i}`, {
        roles: [i === 1 ? 'full stack' : i === 2 ? 'back end' : 'front end'],
      }),
    );
    const o: Owner = { ...copy, hackathons: teams };
    expect(ask(o, `${name}'s done about ten hackathons, right?`).text).toMatch(
      /^No: .* has 3 hackathon entries on the site:/,
    );
    const judged: Owner = {
      ...o,
      hackathons: [teams[0]!, hackathonEntry('quell-judge', { roles: ['judge'] })],
    };
    for (const q of [
      `Which hackathons did ${name} actually compete in?`,
      `How many hackathons has ${name} competed in as a participant?`,
    ])
      expect(ask(judged, q).text, q).toMatch(/^One as a competitor:\n- .*quell-team-1/);
    const back = ask(o, `At which hackathons did ${name} do back-end work?`);
    expect(back.text).toMatch(/^Back end at 2 of/);
    expect(back.items).toEqual(expect.arrayContaining(['quell-team-1', 'quell-team-2']));
  });

  it('lists the work without a kind of skill, and weighs a count of wins claimed', () => {
    const project = (slug: string, stack: string[]) => ({
      ...owner.projects[0]!,
      slug,
      title: slug,
      year: 2030,
      techStack: stack.map((title) => ({ title, icon: 'x' })),
    });
    const o: Owner = {
      ...copy,
      projects: [project('quell-plain', ['HTML5', 'CSS']), project('quell-django', ['Python', 'Django'])],
      hackathons: [hackathonEntry('quell-win', { result: '1st place' }), hackathonEntry('quell-lost')],
    };
    const plain = ask(o, `Which projects don't use a framework?`);
    expect(plain.text).toMatch(/^1 of .* 2 projects doesn't use a framework:\n- .*quell-plain/);
    expect(ask(o, `Is it true ${name} won two hackathons?`).text).toMatch(/^No: one win on the site\./);
    expect(ask(o, `Did ${name} win two of the hackathons?`).text).toMatch(/^No: one win on the site\./);
    expect(ask(o, `Has ${name} won a hackathon?`).text).toMatch(/^Yes: /);
  });

  it("does not count a team's mobile app as built by an owner whose part was its back end", () => {
    const team = hackathonEntry('quell-mobile', { roles: ['backend'], kinds: ['mobile app'] });
    const o: Owner = { ...copy, projects: [], hackathons: [team] };
    expect(ask(o, `Has ${name} built any mobile apps?`).text).toMatch(
      /^No: the site lists none that .* built\. .* part was not the app itself in this team entry:\n- .*quell-mobile/,
    );
  });

  it("answers remote work for a company abroad from the owner's faq on remote work", () => {
    const remote = {
      id: 'remote',
      questions: [`Is ${name} open to remote work?`],
      answer: 'I am open to remote roles in my country only.',
    };
    const permit = {
      id: 'visa',
      questions: [`Does ${name} need a visa?`],
      answer: 'I need no visa in the EU.',
    };
    const o: Owner = { ...copy, faq: [permit, remote] };
    expect(ask(o, `Could ${name} work remotely for a company based in Germany?`).text).toBe(
      `In ${name}'s own words: “I am open to remote roles in my country only.”`,
    );
    expect(ask(o, `Can ${name} work in Germany?`).text).toBe(
      `In ${name}'s own words: “I need no visa in the EU.”`,
    );
  });

  it("weighs a rough length by the sentence's own length, and a finish in another year is no", () => {
    const o = withPersonal(copy, 'I spent eight years coaching youth quellball before switching to code.');
    expect(ask(o, `${name} was a quellball coach for about 3 years, right?`).text).toMatch(
      /^No\. The site says/,
    );
    expect(ask(o, `${name} coached quellball for about eight years, right?`).text).toMatch(
      /^Yes\. The site says/,
    );
    const study = entry(
      'quell-dip',
      'Diploma in Quell Development',
      'Quell Institute',
      '2023-09',
      '2024-08',
      'A diploma.',
    );
    const s = withEntries(copy, 'education', [study]);
    expect(ask(s, `Did ${name} finish the Diploma in Quell Development in 2022?`).text).toMatch(
      /^No: finished in August 2024\./,
    );
  });
});
