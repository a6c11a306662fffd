import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import {
  ask,
  entry,
  hackathonEntry,
  projectEntry,
  withEntries,
  withFaq,
  withPersonal,
  withSkill,
  QUELLSCRIPT,
} from './ownerCopies';

// Stores and their own words, placings, lengths claimed at work, levels sought, places an answer does
// not name, and the jobs' own names: each read from the copies' data.

type Project = Owner['projects'][number];
const app = (slug: string, over: Partial<Project> = {}): Project =>
  projectEntry(slug, {
    summary: 'An app.',
    description: 'An app for quells.',
    kinds: ['mobile app'],
    ...over,
  });
const PLAY = 'https://play.google.com/store/apps/details?id=quell';
const APPLE = 'https://apps.apple.com/ie/app/quell/id1';
describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const apps: Owner = {
    ...owner,
    hackathons: [],
    projects: [
      app('quell-apple', { live: APPLE }),
      app('quell-play', {
        live: PLAY,
        description: 'An app. I unpublished it from Google Play in March 2024.',
      }),
      app('quell-none'),
    ],
  };

  it("puts a project's own words that it left a store above the link left on the site", () => {
    expect(ask(apps, `Can I download quell-play from Google Play?`).text).toMatch(
      /^No longer: .*unpublished/,
    );
  });

  it("puts a project's own words that its live version is gone above its live link", () => {
    const gone = app('quell-gone', {
      live: 'https://quell-gone.example',
      description: 'The app went down in 2022 and is no longer running.',
    });
    const a = ask({ ...apps, projects: [gone] }, `Can I try quell-gone live somewhere?`);
    expect(a.text).toMatch(/^Not any more: .*no longer running/);
  });

  it('lists the apps not on a store', () => {
    expect([...ask(apps, `Which of ${name}'s apps are not on the App Store?`).items].sort()).toEqual([
      'quell-none',
      'quell-play',
    ]);
  });

  it('counts any placing, a "Top 10" too, for "did not place"', () => {
    const o = {
      ...owner,
      hackathons: [
        hackathonEntry('quell-second', { result: '2nd place' }),
        hackathonEntry('quell-top', { result: 'Top 10' }),
        hackathonEntry('quell-none'),
      ],
    };
    expect(ask(o, `Which hackathons did ${name} not place in?`).items).toEqual(['quell-none']);
  });

  describe('a length claimed of a technology', () => {
    const study = entry(
      'quell-study',
      'Diploma in Quells',
      'Brindle College',
      '2010-09',
      '2014-06',
      'We wrote Quellscript.',
    );
    const job = entry(
      'quell-job',
      'Quell Developer',
      'Brindlecorp',
      '2023-01',
      '2024-12',
      'I wrote Quellscript.',
    );
    const o = withSkill(withEntries(withEntries(owner, 'education', [study]), 'career', [job]), QUELLSCRIPT);
    it('reads "more then" as "more than"', () => {
      expect(ask(o, `Has ${name} used Quellscript for more then twenty years?`).text).toMatch(
        /^No, by the site's dates/,
      );
    });
    it('counts only the jobs when asked "at work"', () => {
      const a = ask(o, `Has ${name} used Quellscript at work for more than three years?`);
      expect(a.text).toMatch(/^No, by the site's dates: it shows Quellscript only in .*Quell Developer/);
      expect(a.items).toEqual(['quell-job']);
    });
  });

  it('reads "my go-to tool" as a favourite, not the Go language', () => {
    const o = withPersonal(owner, 'My go-to tool is Quellform.');
    expect(ask(o, `What's ${name}'s go-to tool?`).text).toContain('My go-to tool is Quellform.');
  });

  describe("the owner's faq on the roles sought", () => {
    const faq = (answer: string) => [{ id: 'open-to-work', questions: [`Is ${name} open to work?`], answer }];
    it('says a level is not named only of levels below or above senior', () => {
      const lead = withFaq(owner, faq("I'm open to lead or staff engineer roles."));
      expect(ask(lead, `Would ${name} suit a senior engineer role?`).text).not.toMatch(/don't name senior/);
      const junior = withFaq(owner, faq("I'm open to junior roles."));
      expect(ask(junior, `is ${name} open to senior roles?`).text).toMatch(
        /open to junior roles; \w+ words don't name senior ones/,
      );
    });
    it('weighs a lead post by the lead roles held, not by a level the faq leaves out', () => {
      const o = withFaq(owner, faq("I'm open to junior roles."));
      const led = {
        ...o,
        hackathons: [hackathonEntry('quellhack', { roles: ['team lead'] }), ...o.hackathons],
      };
      const a = ask(led, `Would ${name} suit a team lead position?`);
      expect(a.text).toMatch(/don't name lead ones/);
      expect(a.text).not.toMatch(/\bnot lead\b/);
      expect(a.text).toMatch(
        /Lead roles held: .*team lead of \[\*\*[^\]]+\]\(\/hackathons\?item=quellhack\)/,
      );
    });
    it('gives no yes to a way of working or a place its answer does not name', () => {
      const remote = withFaq(owner, faq("Yes: I'm open to remote roles."));
      const a = ask(remote, `Is ${name} open to an on-site role in Quelltown?`);
      expect(a.text).not.toMatch(/^Yes/);
      expect(a.text).toContain("I'm open to remote roles.");
    });
  });

  it('names the jobs outside software beside the years in software', () => {
    const dev = entry('quell-dev', 'Quell Developer', 'Brindlecorp', '2020-01', 'present', 'I build.');
    const other = {
      ...entry('quell-nurse', 'Quell Nurse', 'Brindle Hospital', '2012-01', '2019-12', 'I nursed.'),
      field: 'other' as const,
    };
    const a = ask(
      withEntries(owner, 'career', [dev, other]),
      `How many years of experience does ${name} have?`,
    );
    expect(a.text).toMatch(/Outside software: .*Quell Nurse/);
  });

  it("answers a field from the employer's own name", () => {
    const job = entry(
      'quell-med',
      'Firmware Intern',
      'Quellmed Medical Systems',
      '2016-05',
      '2016-12',
      'I wrote tests.',
    );
    const a = ask(withEntries(owner, 'career', [job]), `Has ${name} worked in medical devices?`);
    expect(a.text).toMatch(/^Yes\b/);
    expect(a.items).toEqual(['quell-med']);
  });
});
