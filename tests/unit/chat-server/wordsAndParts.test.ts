import { describe, expect, it } from 'vitest';
import type { Owner } from '../../../content';
import { OWNERS } from './owners';
import {
  ask,
  askAfter,
  entriesOf,
  entry as job,
  usedSkill,
  withEntries,
  withFaq,
  withPersonal,
  withSkill,
} from './ownerCopies';

// What a question's own words ask (sales, going freelance, mentoring, a sort of work after "on", a
// word the skills list lacks) and parts of one message that would repeat each other, on every
// owner: expectations come from its content, and a fact it lacks is added to a copy.

/** The owner with one study at Northgate Academy, beside jobs the test gives there and elsewhere. */
const withAcademyDiploma = (o: Owner) =>
  withEntries(o, 'education', [
    job(
      'academy-diploma',
      'Diploma in Web Development',
      'Northgate Academy',
      '2095-09',
      '2096-08',
      'A diploma.',
    ),
  ]);

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;
  const bare = withFaq(owner, []);

  it("quotes the site's words on a topic the skills list lacks rather than saying it is absent", () => {
    const o = withPersonal(bare, 'I did the lighting for a graduation film.');
    const a = ask(o, `does ${name} have experience with lighting?`);
    expect(a.text).toMatch(/^Lighting is not a listed skill, but the site mentions it/);
    expect(a.text).toContain('I did the lighting for a graduation film.');
  });

  it('reads "a game on console" as a sort of game and quotes where the site says a console', () => {
    const o = withEntries(bare, 'career', [
      ...entriesOf(bare, 'career'),
      job(
        'porting',
        'Porting Engineer',
        'Harbour Ports',
        '2099-01',
        '2099-06',
        'We brought a puzzle game to Nintendo Switch.',
      ),
    ]);
    const withGame = {
      ...o,
      projects: [{ ...o.projects[0]!, kinds: ['game' as const], thisSite: false }, ...o.projects.slice(1)],
    };
    const a = ask(withGame, `Has ${name} ever shipped a game on console?`);
    expect(a.text).not.toMatch(/^Yes/);
    expect(a.text).toContain('Nintendo Switch');
  });

  it('says the site gives no sales figures when asked what sold best', () => {
    const a = ask(bare, `Which of ${name}'s projects sold best?`);
    expect(a.text).toMatch(/^The site gives no sales figures/);
  });

  it('answers "when did they go freelance?" with the first job titled so', () => {
    const o = withEntries(bare, 'career', [
      ...entriesOf(bare, 'career'),
      job(
        'freelance-x',
        'Freelance Developer',
        'Self-employed',
        '2098-03',
        'present',
        'I build sites for shops.',
      ),
    ]);
    const a = ask(o, `When did ${name} go freelance?`, new Date('2099-01-01'));
    expect(a.items).toEqual(['freelance-x']);
    expect(a.text).toContain('March 2098');
  });

  it("quotes a job's own sentence on mentoring when asked about mentoring", () => {
    const [first, ...rest] = entriesOf(bare, 'career');
    const o = withEntries(bare, 'career', [
      { ...first!, content: `${first!.content} I mentor two junior engineers.` },
      ...rest,
    ]);
    const a = ask(o, `Has ${name} managed or mentored anyone?`);
    expect(a.text).toContain('I mentor two junior engineers.');
    expect(a.text).not.toMatch(/^No, not in a job/);
  });

  it('finds the job before "the coaching job at <place>" among two coaching jobs and a study there', () => {
    const o = withAcademyDiploma(
      withEntries(bare, 'career', [
        job('youth-coach', 'Youth Coach', 'Riverside FC', '2090-01', '2094-12', 'I coached the under-12s.'),
        job(
          'dev-coach',
          'Development Coach',
          'Northgate Academy',
          '2096-01',
          '2096-08',
          'I coached students.',
        ),
      ]),
    );
    const a = ask(
      o,
      `What was ${name}'s job before the coaching job at Northgate Academy?`,
      new Date('2097-01-01'),
    );
    expect(a.items[0]).toBe('youth-coach');
  });

  it('says a sentence once when two parts of a message would both say it', () => {
    const h = owner.hackathons[0];
    if (!h) return;
    const a = ask(owner, `What was ${h.title} and what did ${name} build for it?`);
    const first = h.description.app.split(/(?<=[.!?])\s+/).find((s) => s.length >= 40);
    if (!first) return;
    expect(a.text.split(first).length - 1).toBe(1);
  });

  it('gives the list once for "any <kind>? which ones?"', () => {
    const p = owner.projects.find((x) => !x.thisSite)!;
    const kind = p.kinds[0]!;
    const a = ask(owner, `Has ${name} built any ${kind}s? Which ones?`);
    const link = `(/projects?item=${p.slug})`;
    expect(a.text.split(link).length - 1).toBe(1);
  });

  it("answers leading people from the owner's faq on it when there is one", () => {
    const o = withFaq(owner, [
      {
        id: 'leading',
        questions: [`Has ${name} led a team?`],
        answer: 'Yes, I have led a team of four testers for two years.',
      },
    ]);
    const a = ask(o, `has ${name} actually managed people? i don't see a lead title`);
    expect(a.text).toContain('I have led a team of four testers');
  });

  it('says yes to leading people when a job says so mid-sentence, whatever its title', () => {
    const hackathons = bare.hackathons.map((h, i) => (i === 0 ? { ...h, roles: ['team lead'] } : h));
    const o = withEntries({ ...bare, hackathons }, 'career', [
      job(
        'dev',
        'Mobile Developer',
        'Quayside Mobility',
        '2094-01',
        '2096-06',
        'I built the rider app and led a team of three mobile developers.',
      ),
    ]);
    const a = ask(o, `has ${name} led people before?`);
    expect(a.text).toMatch(/^Yes\b/);
    expect(a.text).toContain('led a team of three mobile developers');
  });

  it('answers how long the entries in view overlapped, not whether all jobs did', () => {
    const o = withAcademyDiploma(
      withEntries(bare, 'career', [
        job('tutor', 'Tutor', 'Northgate Academy', '2096-01', '2096-08', 'I tutored students.'),
        job('later', 'Developer', 'Elsewhere Ltd', '2096-09', 'present', 'I build things.'),
      ]),
    );
    const a = askAfter(
      o,
      `Was ${name} working while studying for the diploma?`,
      'how long did that overlap last?',
    );
    expect(a.text).toMatch(/^Yes\b/);
    expect(a.text).toContain('8 months together');
  });

  it("says no to managing people when the job's own words say the owner manages no one", () => {
    const hackathons = bare.hackathons.map((h, i) => (i === 0 ? { ...h, roles: ['team lead'] } : h));
    const o = withEntries({ ...bare, hackathons }, 'career', [
      job(
        'dev',
        'Senior Engineer',
        'Quayside Mobility',
        '2094-01',
        'present',
        "I don't manage anyone directly, but I mentor the two junior engineers.",
      ),
    ]);
    const a = ask(o, `has ${name} ever managed people directly?`);
    expect(a.text).not.toMatch(/^Yes/);
    if (bare.hackathons.length) expect(a.text).toMatch(/^No, not in a job on the site/);
  });

  it('says yes to mentoring from a job’s own words, with the hackathons where the owner mentored', () => {
    const hackathons = bare.hackathons.map((h, i) => (i === 0 ? { ...h, roles: ['mentor'] } : h));
    const o = withEntries({ ...bare, hackathons }, 'career', [
      job(
        'dev',
        'Robotics Engineer',
        'Quayside Robotics',
        '2094-01',
        'present',
        'I also mentor two junior engineers.',
      ),
    ]);
    const a = ask(o, `has ${name} ever managed or mentored people?`);
    expect(a.text).toMatch(/^Yes, (?:at work )?in /);
    expect(a.text).toContain('“I also mentor two junior engineers.”');
    if (bare.hackathons.length) expect(a.text).toContain(`mentor of [**${bare.hackathons[0]!.team}**]`);
  });

  it('answers what else was done at a place "besides studying" with the job there and its own dates', () => {
    const o = withAcademyDiploma(
      withEntries(bare, 'career', [
        job('tutor', 'Tutor', 'Northgate Academy', '2096-01', '2096-08', 'I tutored.'),
      ]),
    );
    const a = ask(o, `what did ${name} do at Northgate Academy besides studying?`);
    expect(a.text).toMatch(
      new RegExp(
        `^Besides .*Diploma in Web Development.*, ${name} was .*Tutor.* \\(from January 2096 to August 2096\\)`,
      ),
    );
  });

  it('answers "was that while a student?" of the job in view against the studies', () => {
    const o = withAcademyDiploma(
      withEntries(bare, 'career', [
        job('tutor', 'Tutor', 'Tutorly Ltd', '2096-01', '2096-08', 'I tutored students.'),
        job('old', 'Coach', 'Riverside FC', '2090-01', '2094-12', 'I coached the under-12s.'),
      ]),
    );
    const a = askAfter(o, `what was ${name}'s job at Tutorly Ltd?`, 'was that while still a student?');
    expect(a.text).toMatch(/^Yes\b/);
    expect(a.items).toContain('tutor');
  });

  it('answers "and before that?" with the job handed over from, months of overlap and all', () => {
    const o = withEntries(bare, 'career', [
      job('now', 'Senior Engineer', 'Tidemark', '2094-01', 'present', 'I lead a team.'),
      job('prev', 'Engineer', 'Mareline Payments', '2091-08', '2094-04', 'I ran the platform.'),
      job('older', 'QA Engineer', 'Voyagen', '2089-09', '2091-05', 'I wrote tests.'),
    ]);
    const a = askAfter(o, `what's ${name}'s current job?`, 'and before that?');
    expect(a.items[0]).toBe('prev');
  });

  it('answers "and before that?" with the job before, not a longer role that ran beside it', () => {
    const o = withEntries(bare, 'career', [
      job('now', 'Senior Engineer', 'Northvale', '2094-02', 'present', 'I lead the design system.'),
      job('before', 'Engineer', 'Brambling Health', '2091-03', '2094-01', 'I built patient screens.'),
      job(
        'volunteer',
        'Volunteer Mentor',
        'Codeyard Club',
        '2090-09',
        '2095-07',
        'Unpaid mentoring on Saturdays.',
      ),
    ]);
    const a = askAfter(o, `what's ${name}'s current job?`, 'and before that?');
    expect(a.items[0]).toBe('before');
  });

  it('answers "most recent job" with the job now, not the latest work', () => {
    const now = entriesOf(owner, 'career').filter((e) => e.end === 'present');
    if (now.length !== 1) return;
    const a = ask(owner, `what's ${name}'s most recent job?`);
    expect(a.items[0]).toBe(now[0]!.id);
  });

  it('reads "coaching there while still a student there" as overlapping entries at that place', () => {
    const o = withAcademyDiploma(
      withEntries(bare, 'career', [
        job('tutor', 'Tutor', 'Northgate Academy', '2096-01', '2096-08', 'I tutored students.'),
      ]),
    );
    const a = ask(
      o,
      `Was ${name} tutoring at Northgate Academy while ${name} was still a student there?`,
      new Date('2097-01-01'),
    );
    expect(a.text).toMatch(/^Yes/);
  });

  it("answers what came between two studies from their dates and the first one's words", () => {
    const o = withEntries(bare, 'education', [
      job(
        'bsc-x',
        'BSc Physics',
        'Lakeside University',
        '2080-09',
        '2083-06',
        'After graduating I stayed a year as a lab assistant.',
      ),
      job('msc-x', 'MSc Physics', 'Hillcrest University', '2084-09', '2085-08', 'A thesis on optics.'),
    ]);
    const a = ask(
      o,
      `What did ${name} do between the BSc Physics and the MSc Physics?`,
      new Date('2090-01-01'),
    );
    expect(a.text).toMatch(/^Between .* 14 months/);
    expect(a.text).toContain('After graduating I stayed a year as a lab assistant.');
  });

  it('reads "what games does X like to play?" as a pastime, not the games built', () => {
    const o = withPersonal(bare, 'On Sundays I play chess at a club by the harbour.');
    const a = ask(o, `what games does ${name} like to play?`);
    expect(a.text).toContain('On Sundays I play chess at a club by the harbour.');
    expect(a.text).not.toMatch(/\/(projects|hackathons)\?item=/);
  });

  it('keeps "what role did X play in a team?" off the pastimes', () => {
    const o = withPersonal(bare, 'On Sundays I play chess at a club by the harbour.');
    const a = ask(o, `what role did ${name} play in a team?`);
    expect(a.text).not.toContain('I play chess');
  });

  it('quotes the sentence naming an unlisted graphics API, and answers the other one asked', () => {
    const o = withPersonal(bare, 'I once wrote a WebGL shader for a music video.');
    const a = ask(o, `does ${name} know WebGL or three.js?`);
    expect(a.text).toMatch(/^WebGL is not among .* listed skills, but the site mentions it/);
    expect(a.text).toContain('I once wrote a WebGL shader for a music video.');
    expect(a.text).toContain('Three.js');
  });

  it('says which part of a named stack no work uses, and "it" after it is the skill asked first', () => {
    const o = withSkill(bare, { title: 'Elm', icon: 'elm', ariaLabel: 'Elm', kind: 'language' });
    const used = usedSkill(o);
    const asked = `hey, does ${name} know elm? we're an elm + ${used.title} shop`;
    expect(ask(o, asked).text).toContain('No project or hackathon entry on the site uses Elm');
    const then = askAfter(
      o,
      asked,
      `has ${{ he: 'he', she: 'she', they: 'they' }[owner.pronouns ?? 'they']} actually used it in a project tho?`,
    );
    expect(then.text).toMatch(/^No project (?:or hackathon entry )?on the site uses Elm\./);
  });

  it('reads "right now" as a time, so "looking for a new role right now?" is the faq on it', () => {
    const o = withFaq(owner, [
      {
        id: 'open-to-work',
        questions: [`Is ${name} looking for a job?`, `Is ${name} open to new roles?`],
        answer: 'Yes: I am open to full-time roles from next spring.',
      },
    ]);
    const a = ask(o, `Is ${name} looking for a new role right now?`);
    expect(a.text).toContain('I am open to full-time roles from next spring.');
  });

  it('reads "design work, like in <skill>?" as a sort of work, not a question on jobs', () => {
    const a = ask(bare, `Has ${name} done design work, like in ${usedSkill(bare).title}?`);
    expect(a.text).toMatch(/^Yes/);
  });

  it('reads "data processing" as the activity, not a skill whose alias is Processing', () => {
    const o = withSkill(bare, {
      title: 'p5.js',
      icon: 'p5dotjs',
      ariaLabel: 'p5.js',
      kind: 'library',
      aliases: ['p5', 'processing'],
    });
    expect(ask(o, `is ${name} any good at data processing pipelines?`).text).not.toContain('p5.js');
    expect(ask(o, `does ${name} know processing?`).text).toMatch(/^Yes: p5\.js is among/);
  });

  it('keeps a framework built on a listed one apart from it, and counts its work for both', () => {
    const svelte = withSkill(bare, {
      title: 'Svelte',
      icon: 'svelte',
      ariaLabel: 'Svelte',
      kind: 'framework',
    });
    const [p, ...others] = bare.projects;
    const o = {
      ...svelte,
      projects: [{ ...p!, techStack: [...p!.techStack, { title: 'SvelteKit', icon: 'svelte' }] }, ...others],
    };
    const a = ask(o, `does ${name} know sveltekit?`);
    expect(a.text).toMatch(/^Yes, in (?:his|her|their) projects: SvelteKit is not in/);
    expect(a.items).toEqual([p!.slug]);
    // Work built with SvelteKit is built with Svelte.
    expect(ask(o, `does ${name} know Svelte?`).items).toContain(p!.slug);
  });
});
