import { describe, expect, it } from 'vitest';
import type { Faq, Owner } from '../../../content';
import { year } from '../../../server/chat/facts';
import { createAnswerer } from '../../../server/chat/answerer';
import { OWNERS } from './owners';
import { ask, askAfter, entry, withEntries, withFaq, withPersonal } from './ownerCopies';

// Terms of work the owner offers now (their faq), "which" questions answered from it, work counted by
// year, learning alone, and an entry's own words on what the question asks, on every owner.

const AVAILABILITY: Faq = {
  id: 'open-to-work',
  questions: ['Is she available?', 'Can we hire her?'],
  answer:
    'Yes: I am open to full-time roles, remote or hybrid, from March, and I take freelance work of up to two days a week until then.',
};
const VISA: Faq = {
  id: 'visa-status',
  questions: ['Does she need a visa?'],
  answer: 'I hold an EU passport, so I need no visa anywhere in the EU.',
};

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const terms = withFaq(owner, [AVAILABILITY, VISA]);

  it('answers "open to contract work?" from the owner\'s faq that speaks of freelancing', () => {
    for (const q of [`is ${name} open to contract work?`, `would ${name} take a contract?`]) {
      const a = ask(terms, q);
      expect(a.items).toEqual(['open-to-work']);
      expect(a.text).toContain('freelance work of up to two days a week');
    }
  });

  it('keeps a visa question about contracting on the visa faq', () => {
    const a = ask(terms, `Would ${name} need a visa to contract for a company in Germany?`);
    expect(a.items).toEqual(['visa-status']);
  });

  it("says no to one way of working only where the owner's words give it beside another", () => {
    for (const q of [
      `Is ${name} only looking for fully remote work?`,
      `Does ${name} only want remote roles?`,
    ]) {
      const a = ask(terms, q);
      expect(a.items, q).toEqual(['open-to-work']);
      expect(a.text, q).toMatch(/^No: remote is one of the options in .* own words: “I am open/);
    }
    expect(ask(terms, `Is ${name} open to remote work?`).text).toMatch(/^Yes, in .* own words: “I am open/);
  });

  it('answers "or is it remote only?" after a skill question from the faq, without its own "Yes:"', () => {
    const skill = owner.skills[0].skills[0]!.title;
    const a = askAfter(
      terms,
      `does ${name} know ${skill}?`,
      `would ${name} come to Berlin or is it remote only?`,
    );
    expect(a.items).toEqual(['open-to-work']);
    expect(a.text).toMatch(/^In .* own words: “I am open to full-time roles/);
  });

  it('answers a follow-up on the faq in view from that answer, not a job with the same words', () => {
    const parttime: Faq = {
      ...AVAILABILITY,
      answer: 'Yes: I take freelance work of up to two days a week, and roles from March.',
    };
    const o = withEntries(withFaq(owner, [parttime]), 'career', [
      entry(
        'part-time-x',
        'Engineer (part-time)',
        'Harbour Sensors',
        '2080-01',
        '2081-01',
        'Three days a week at Harbour Sensors, full time in summer.',
      ),
    ]);
    const a = askAfter(
      o,
      `Is ${name} available?`,
      `how many days a week could ${name} do, and full time from when?`,
    );
    expect(a.items).toEqual(['open-to-work']);
  });

  it('counts work by year for "which year did X build the most projects?"', () => {
    const byYear = new Map<string, number>();
    const answerer = createAnswerer(owner);
    for (const w of answerer.catalogue.work.filter((x) => x.type === 'project'))
      byYear.set(year(w), (byYear.get(year(w)) ?? 0) + 1);
    const most = Math.max(...byYear.values());
    const top = [...byYear].filter(([, n]) => n === most).map(([y]) => y);
    const a = ask(owner, `Which year did ${name} build the most portfolio projects?`);
    for (const y of top) expect(a.text.slice(0, 40)).toContain(y);
    expect(a.text).toContain(`with ${most} project`);
  });

  it('reads "tailwind or only bootstrap?" as two technologies, not an off-topic request', () => {
    const a = ask(owner, 'tailwind or only bootstrap?');
    expect(a.kind).not.toBe('off-topic');
    expect(a.text).toContain('Tailwind CSS');
    expect(a.text).toContain('Bootstrap');
  });

  it('answers courses used "when teaching himself" from the self-taught entry, not a teaching job', () => {
    const reflexive = { he: 'himself', she: 'herself', they: 'themselves' }[owner.pronouns ?? 'they'];
    const o: Owner = withEntries(withFaq(owner, []), 'education', [
      entry(
        'alone',
        'Self-taught developer',
        'Harbour Learning',
        '2080-01',
        '2080-12',
        'I spent a year teaching myself from free tutorials.',
      ),
      entry(
        'tutor',
        'Teaching assistant',
        'Quay School',
        '2081-01',
        '2081-12',
        'I was teaching adults in evening classes and workshops.',
      ),
    ]);
    const a = ask(o, `Which online courses did ${name} use when teaching ${reflexive}?`);
    expect(a.items[0]).toBe('alone');
  });

  it('quotes the sentence on what was asked of two entries at one place', () => {
    const o = withEntries(withFaq(owner, []), 'career', [
      entry('study-q', 'Diploma in Design', 'Quay Institute', '2080-01', '2080-12', 'A one-year diploma.'),
      entry(
        'coach-q',
        'Coach',
        'Quay Institute',
        '2080-06',
        '2081-06',
        'I coached new students. Most of my students shipped a project within six weeks.',
      ),
    ]);
    const a = ask(o, `How did the students ${name} coached at Quay Institute do?`, new Date('2090-01-01'));
    expect(a.text).toContain('Most of my students shipped a project within six weeks.');
  });
});

describe.each(OWNERS)('on %s, stores, platforms and certificates', (_, owner) => {
  const name = owner.firstName;
  const bare = withFaq(owner, []);

  it('answers "is it on the play store?" by each link\'s host, never a yes for another store', () => {
    const [a1, a2, ...rest] = bare.projects;
    const o = {
      ...bare,
      projects: [
        { ...a1!, live: 'https://play.google.com/store/apps/details?id=dev.example.one', github: undefined },
        { ...a2!, live: 'https://example-team.itch.io/two', github: undefined },
        ...rest,
      ],
    };
    expect(ask(o, `is ${a1!.title} on the play store?`).text).toMatch(/^Yes: /);
    const other = ask(o, `is ${a2!.title} on the play store?`).text;
    expect(other).toMatch(/^No: the site gives no Google Play link for/);
    expect(other).toContain('(itch.io)');
  });

  it('lists the work on a store asked about, and says so when there is none', () => {
    const [a1, ...rest] = bare.projects;
    const url = 'https://apps.apple.com/gb/app/example-one/id123';
    const o = { ...bare, projects: [{ ...a1!, live: url }, ...rest.map((p) => ({ ...p, live: undefined }))] };
    const a = ask(o, `Does ${name} have any apps on the App Store? send me the link`);
    expect(a.text).toMatch(/^Yes: /);
    expect(a.text).toContain(url);
    const none = { ...o, projects: o.projects.map((p) => ({ ...p, live: undefined })), hackathons: [] };
    expect(ask(none, `any apps on the app store?`).text).toMatch(/^None of .* links to the App Store\./);
    const [p1, ...others] = none.projects;
    const description = `${p1!.description} I published it on the App Store in May 2019.`;
    const said = { ...none, projects: [{ ...p1!, description }, ...others] };
    expect(ask(said, `does ${name} have any apps on the app store?`).text).toMatch(
      new RegExp(`^Yes, in .* own words, though the site links none of it there:\\n- \\[\\*\\*${p1!.title}`),
    );
  });

  it('weighs iOS through its listed members when the owner lists Swift or SwiftUI', () => {
    const members = owner.skills
      .flatMap((c) => c.skills.map((s) => s.title))
      .filter((t) => ['Swift', 'SwiftUI'].includes(t));
    if (!members.length) return;
    const a = ask(owner, `Is ${name} stronger on Android or iOS?`);
    expect(a.text).toContain(`iOS, through ${members.join(' and ')}`);
  });

  it('gives the date of a certification asked "when did X get the <skill> cert?"', () => {
    // A project described by the skill's name must not stand for the certificate.
    const [p1, ...others] = bare.projects;
    const kit = {
      ...p1!,
      title: 'terraform-aws-deploy',
      summary: 'An open-source Terraform module for highly available PostgreSQL on AWS.',
    };
    const o = withEntries({ ...bare, projects: [kit, ...others] }, 'education', [
      entry(
        'aws-x',
        'AWS Certified Developer',
        'AWS (online course and proctored exam)',
        '2080-03',
        '2080-03',
        'An exam on AWS services.',
      ),
    ]);
    const a = ask(o, `When did ${name} get the AWS cert?`, new Date('2090-01-01'));
    expect(a.items).toEqual(['aws-x']);
    expect(a.text).toContain('2080');
  });

  it('reads "German well enough for a team based in Munich?" as the language, not where the owner lives', () => {
    const o = withPersonal(bare, 'I speak decent German from an exchange year in Freiburg.');
    const a = ask(o, `Does ${name} speak German well enough for a team based in Munich?`);
    expect(a.text).toContain('I speak decent German from an exchange year in Freiburg.');
    expect(a.text).not.toMatch(/^No: /);
  });
});
