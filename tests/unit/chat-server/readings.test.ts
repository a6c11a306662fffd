import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { KNOWN_TECH } from '../../../server/chat/lexicon/tech';
import { OWNERS } from './owners';
import { NOW, ask, askAfter, entry, withEntries, withFaq, withPersonal } from './ownerCopies';
import { createAnswerer } from '../../../server/chat/answerer';

// Questions an example words alike but that ask something else: a list of another type, a field
// named by its tools, a set phrase with a technology's name in it, a language past an answer's
// opening; on every owner, with a copy holding the fact where the owner lacks it.

/** The owner with one more listed skill in the first category. */
function withSkill(o: Owner, title: string, kind: 'tool' | 'language' = 'tool'): Owner {
  const [first, ...rest] = o.skills;
  const skill = { title, icon: title.toLowerCase(), ariaLabel: title, kind };
  return { ...o, skills: [{ ...first!, skills: [...first!.skills, skill] }, ...rest] as Owner['skills'] };
}

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  it('lists the projects, not the jobs, when asked for projects oldest to newest', () => {
    const a = ask(owner, `List ${name}'s projects from oldest to newest.`);
    const oldest = [...owner.projects].sort((x, y) => x.year - y.year)[0]!;
    expect(a.items).toContain(oldest.slug);
    expect(a.text).not.toMatch(/career/);
  });

  it('says yes to CI through a listed CI tool, naming the tool', () => {
    const o = withSkill(owner, 'Jenkins');
    const a = ask(o, `Does ${name} have experience with build pipelines or CI?`);
    expect(a.text).toMatch(/^Yes, through Jenkins/);
  });

  it('reads "good to go" as the phrase, not the Go language', () => {
    const o = withSkill(owner, 'Go', 'language');
    const a = ask(o, `Is ${name} good to go for a senior role?`);
    expect(a.text).not.toMatch(/\bGo\b/);
  });

  it('leads with what the owner says of a language named past the opening of a faq answer', () => {
    const o = withFaq(owner, [
      {
        id: 'languages',
        questions: ['What languages do you speak?'],
        answer:
          "Yes, I'm fluent in English and Spanish. I also understand some Arabic, though I don't work in it.",
      },
    ]);
    const a = ask(o, `Could ${name} work in Arabic with our team?`);
    expect(a.text).toMatch(/^On Arabic/);
    expect(a.text).toContain("I also understand some Arabic, though I don't work in it.");
    expect(a.text).not.toContain("Yes, I'm fluent");
    expect(ask(o, `does ${name} speak arabic?`).text).not.toMatch(/doesn't mention Arabic/);
  });

  it("quotes a faq entry whose id is also another item's", () => {
    const id = owner.skills[0]!.slug;
    const o = withFaq(owner, [
      { id, questions: ['What languages do you speak?'], answer: 'I speak Welsh and English at work.' },
    ]);
    const a = ask(o, `does ${name} speak welsh?`);
    expect(a.text).toContain('I speak Welsh and English at work.');
    expect(a.text).not.toMatch(/doesn't mention/);
  });

  it('answers "tell me about the <kind>" with the only piece of work of that kind', () => {
    const kind = 'browser extension';
    const strip = <T extends { kinds: string[] }>(w: T): T => {
      const kinds = w.kinds.filter((k) => k !== kind);
      return { ...w, kinds: kinds.length ? kinds : ['web app'] };
    };
    const [first, ...rest] = owner.projects;
    const o = {
      ...owner,
      projects: [{ ...first!, kinds: [kind] }, ...rest.map(strip)],
      hackathons: owner.hackathons.map(strip),
    };
    const a = ask(o, `tell me about the ${kind}`);
    expect(a.items).toEqual([first!.slug]);
    expect(a.text).not.toMatch(/has 1 browser extension/);
  });

  it('says there is no CV to download and where to ask for one', () => {
    const a = ask(owner, `Can I get ${name}'s CV?`);
    expect(a.text).toMatch(/^The site has no CV to download; the \[Contact\]\(\/contact\) form/);
  });

  it('says "partly" of a language the owner is still learning, "yes" of one they speak', () => {
    const o = withPersonal(owner, "I speak Welsh at home and I'm learning Icelandic (basics so far).");
    expect(ask(o, `does ${name} speak icelandic?`).text).toMatch(/^Partly/);
    expect(ask(o, `does ${name} speak welsh?`).text).toMatch(/^Yes/);
  });

  it('reads "is she from <place> originally?" as where the owner comes from, not a title with the place', () => {
    const [first, ...rest] = owner.projects;
    const o = withPersonal(
      { ...owner, projects: [{ ...first!, title: 'Talk at Lisbon Summit' }, ...rest] },
      'I grew up in Porto.',
    );
    const a = ask(o, `Is ${name} from Lisbon originally?`);
    expect(a.text).toContain('I grew up in Porto.');
    expect(a.items).not.toContain(first!.slug);
  });

  it('gives the link of the one work of a kind asked for by its link', () => {
    const [first, ...rest] = owner.projects;
    const strip = <T extends { kinds: string[] }>(w: T): T => ({
      ...w,
      kinds: w.kinds.filter((k) => k !== 'library').length
        ? w.kinds.filter((k) => k !== 'library')
        : ['web app'],
    });
    const p = { ...first!, kinds: ['library'], live: 'https://example.org/pkg' };
    const o = { ...owner, projects: [p, ...rest.map(strip)], hackathons: owner.hackathons.map(strip) };
    const tech = p.techStack[0]!.title;
    expect(ask(o, `link to ${name}'s ${tech} library pls`).text).toContain('https://example.org/pkg');
  });

  it("answers 'how soon could she start?' from a faq entry asked as 'when can she start?'", () => {
    const answer = 'On three months of notice, so about three months after an offer.';
    const o = withFaq(owner, [{ id: 'availability', questions: ['When can she start?'], answer }]);
    expect(ask(o, `How soon could ${name} start?`).text).toContain(answer);
  });

  it('answers "tell me about the <title words> project" with that project', () => {
    const [first, ...rest] = owner.projects;
    const p = { ...first!, title: 'Kestrel Tide Atlas' };
    const o = { ...owner, projects: [p, ...rest] };
    const a = ask(o, 'Tell me about the kestrel tide project');
    expect(a.items).toEqual([p.slug]);
  });

  it('reads "it" after a skill question as that skill, and answers what without a yes', () => {
    const skill = owner.skills.flatMap((c) => c.skills).find((s) => /^[A-Z][a-z]+$/.test(s.title))!;
    const a = askAfter(owner, `Any ${skill.title} experience?`, `What does ${name} actually do with it?`);
    expect(a.text).toMatch(new RegExp(`^${skill.title} is among ${name}'s listed skills`));
  });

  it('answers when a skill was first used with the earliest work or job showing it', () => {
    const p = [...owner.projects].sort((x, y) => x.year - y.year)[0]!;
    const tech = p.techStack[0]!.title;
    const a = ask(owner, `when did ${name} start using ${tech}?`);
    expect(a.text).toMatch(/^The site gives no start date per skill; the earliest it shows/);
    expect(a.text).not.toMatch(/career \(newest first\)/);
  });

  it('reads "spoken at a conference" as giving a talk, not as spoken languages', () => {
    const o = withPersonal(
      withPersonal(owner, 'I speak Swedish and English every day.'),
      'In 2023 I gave a talk at Nordic Data Summit.',
    );
    const a = ask(o, `has ${name} ever spoken at a conference?`);
    expect(a.text).toContain('gave a talk at Nordic Data Summit');
    expect(a.text).not.toContain('I speak Swedish');
  });

  it('names a quoted faq answer by its question, not its id', () => {
    const o = withFaq(owner, [
      {
        id: 'open-to-work',
        questions: [`Is ${name} available for work?`],
        answer: "I'm open to full-time roles, remote or hybrid around Oslo.",
      },
    ]);
    const a = ask(o, `Would ${name} relocate to Berlin?`);
    expect(a.text).toContain(`“Is ${name} available for work?”`);
    expect(a.text).not.toContain('open-to-work');
  });

  it('counts an umbrella named in a fit question through its listed members', () => {
    const o = withSkill(owner, 'SwiftUI');
    const a = ask(o, `We need someone to lead our iOS platform team - would ${name} be a good fit?`);
    expect(a.text).toMatch(/lists iOS \(through (?:.* and )?SwiftUI\)/);
    expect(a.text).not.toMatch(/not listed: iOS/);
  });

  it('counts a listed skill toward an area only where its category is not named for another', () => {
    const csharp = { title: 'C#', icon: 'csharp', ariaLabel: 'C#', kind: 'language' as const };
    const filed = (category: string): Owner => ({
      ...owner,
      skills: [{ id: 1, slug: 'filed', name: category, skills: [csharp] }] as unknown as Owner['skills'],
    });
    const q = `Would ${name} fit a back-end developer job?`;
    expect(ask(filed('Engines & Gameplay'), q).text).not.toMatch(/back-end[^\n]*C#/i);
    expect(ask(filed('Languages'), q).text).toMatch(/back-end[^\n]*C#/i);
  });

  it('quotes a job naming a listed skill by its alias ("Vue 3" for Vue.js)', () => {
    const said = 'I build the storefront in Vue 3 and Nuxt: product pages and the checkout.';
    const vue = {
      title: 'Vue.js',
      icon: 'vuedotjs',
      ariaLabel: 'Vue.js',
      kind: 'framework' as const,
      aliases: ['vue'],
    };
    const [first, ...rest] = owner.skills;
    const o = withEntries(
      {
        ...owner,
        skills: [
          { ...first!, skills: [...first!.skills.filter((k) => !/vue/i.test(k.title)), vue] },
          ...rest,
        ] as Owner['skills'],
      },
      'career',
      [entry('shop', 'Front-End Developer', 'Comptoir', '2090-05', 'present', said)],
    );
    expect(ask(o, `Does ${name} know Vue?`).text).toContain(said);
  });

  it('answers which of two skills was used longer by the jobs and studies naming each', () => {
    const o = withEntries(owner, 'career', [
      entry('a', 'Developer', 'Harbour Apps', '2080-01', '2081-12', 'I built the web app in React.'),
      entry('b', 'Developer', 'Quayside Shop', '2082-01', '2089-12', 'I built the storefront in Vue.'),
    ]);
    const a = ask(o, `Which has ${name} used longer, React or Vue?`, new Date('2090-01-01'));
    expect(a.text).toMatch(/has used Vue(?:\.js)? longer/);
    expect(a.text).toContain('Quayside Shop');
  });

  it('lists the frameworks written for a language named with the kind ("Python frameworks")', () => {
    const fw = (title: string) => ({
      title,
      icon: title.toLowerCase(),
      ariaLabel: title,
      kind: 'framework' as const,
    });
    const o: Owner = {
      ...owner,
      skills: [
        { id: 1, slug: 'stack', name: 'Stack', skills: [fw('Django'), fw('Express'), fw('Tailwind CSS')] },
      ] as unknown as Owner['skills'],
    };
    const py = ask(o, `what python frameworks does ${name} know?`).text;
    expect(py).toContain('Django');
    expect(py).not.toContain('Express');
    const css = ask(o, `what css frameworks does ${name} know?`).text;
    expect(css).toContain('Tailwind CSS');
    expect(css).not.toContain('Django');
  });

  it('says no work of a kind uses a technology that other work uses, without denying its use', () => {
    const [p, ...rest] = owner.projects;
    const o = {
      ...owner,
      projects: [
        { ...p!, kinds: ['website'], techStack: [{ title: 'JavaScript', icon: 'javascript' }] },
        ...rest.map((x) => ({ ...x, kinds: ['website'] })),
      ],
      hackathons: [],
    };
    const a = ask(o, `which javascript libraries does ${name} use?`);
    expect(a.text).not.toMatch(/No project[^.]* uses JavaScript/);
    expect(a.items).toContain(p!.slug);
  });

  it("leaves a team's stack out of an area the owner had no role in there", () => {
    const [h] = owner.hackathons;
    if (!h) return;
    const pitched = {
      ...h,
      slug: 'crumbs',
      team: 'Les Miettes',
      roles: ['pitch', 'product'],
      kinds: ['mobile app'],
      techStack: [
        { title: 'Firebase', icon: 'firebase' },
        { title: 'Node.js', icon: 'nodedotjs' },
      ],
    };
    const o = { ...owner, hackathons: [pitched] };
    const a = ask(o, `Can ${name} do backend work at all?`);
    expect(a.text).not.toMatch(/Work: [^\n]*Les Miettes/);
  });

  it('quotes a job that names the kind of work asked in the same words', () => {
    const said = 'At Comptoir, an e-commerce company selling food online, I build the storefront.';
    const o = withEntries(owner, 'career', [
      entry('shop', 'Front-End Developer', 'Comptoir', '2090-05', 'present', said),
    ]);
    const bareKinds = {
      ...o,
      projects: o.projects.map((p) => ({ ...p, kinds: ['website'] })),
      hackathons: [],
    };
    expect(ask(bareKinds, `Does ${name} have e-commerce experience?`).text).toContain(said);
  });

  it('follows up on a skill whose name has regex characters (C++, C#) without failing', () => {
    for (const title of ['C++', 'C#']) {
      const o = withSkill(owner, title, 'language');
      const a = askAfter(o, `Does ${name} know ${title}?`, 'where did they use it?');
      expect(a.text.length).toBeGreaterThan(0);
      const b = askAfter(o, `Does ${name} know ${title}?`, `and ${title.toLowerCase()} in a project?`);
      expect(b.text).toContain(title);
    }
  });

  it('answers a follow-up after any known or listed technology without failing', () => {
    const titles = [
      ...KNOWN_TECH.map((t) => t.title),
      ...owner.skills.flatMap((c) => c.skills.map((x) => x.title)),
    ];
    const answerer = createAnswerer(owner);
    for (const title of titles) {
      const first = `Does ${name} know ${title}?`;
      const r = answerer.answer(first, NOW, []);
      const history = [
        { sender: 'user' as const, text: first },
        { sender: 'ai' as const, text: r.text, items: r.items },
      ];
      expect(answerer.answer('and where did they use it?', NOW, history).text.length, title).toBeGreaterThan(
        0,
      );
    }
  });
});
