import { describe, expect, it } from 'vitest';
import type { Entry, Owner } from '../../../content';
import { OWNERS } from './owners';
import { ask, askAfter, entriesOf, withEntries, withPersonal } from './ownerCopies';

// A field of work asked about as a whole, a hackathon role's word used as a verb, the why of a career
// move, and follow-ups on the one piece of work in view, on every owner: expectations come from its
// content, and a fact it lacks is added to a copy.

type Project = Owner['projects'][number];
const pronoun = (o: Owner) => o.pronouns ?? 'they';
const possessive = (o: Owner) => ({ he: 'his', she: 'her', they: 'their' })[pronoun(o)];
const withProject = (o: Owner, p: Partial<Project>): [Owner, Project] => {
  const project = { ...o.projects[0]!, ...p };
  return [{ ...o, projects: [project, ...o.projects.slice(1)] }, project];
};
/** The owner with one hackathon entry whose roles include design. */
function withDesignRole(o: Owner): Owner {
  const h = o.hackathons[0];
  if (!h) return o;
  return { ...o, hackathons: [{ ...h, roles: ['design', ...h.roles] }, ...o.hackathons.slice(1)] };
}

describe.each(OWNERS)('on %s', (_, owner) => {
  const name = owner.firstName;

  it('reads a role word used as a verb as the question asked, not as hackathon roles', () => {
    const o = withPersonal(
      withDesignRole(owner),
      'At the agency I designed apps for clients such as Acme Rail and Bolt Bank.',
    );
    const a = ask(o, `Which clients did ${name} design for when ${pronoun(owner)} was at the agency?`);
    expect(a.text).not.toMatch(/hackathon roles/);
    expect(a.text).toContain('Acme Rail and Bolt Bank');
  });

  it("gives the owner's own reason when asked why they moved into code", () => {
    const o = withPersonal(
      owner,
      'I wanted to build the things I sketched, so in 2019 I left for a coding bootcamp.',
    );
    const a = ask(o, `When did ${name} switch to code, and why?`);
    expect(a.text).toContain('I wanted to build the things I sketched');
  });

  it('answers "any back-end work?" with what bears on the field, never a list of all work', () => {
    const a = ask(owner, `Has ${name} done any backend work?`);
    expect(a.text).toMatch(
      /^(?:Yes\. )?What the site shows of .* back-end work:|^The site shows no back-end work/,
    );
    expect(a.text).not.toMatch(/projects on the site \(newest first\)/);
  });

  it('tells about a named piece of work asked "tell me about the … <kind>" without a yes', () => {
    const p = owner.projects.find((x) => !x.thisSite)!;
    const kind = p.kinds[0]!;
    const a = ask(owner, `Tell me about the ${p.title} ${kind}`);
    expect(a.text).not.toMatch(/^Yes/);
    expect(a.text).toContain(String(p.year));
  });

  it('answers "when did they make it?" of the work in view with its year', () => {
    const p = owner.projects.find((x) => !x.thisSite)!;
    const a = askAfter(owner, `Tell me about ${p.title}.`, `and when did ${name} make it?`);
    expect(a.text).toContain(String(p.year));
    expect(a.text).not.toMatch(/projects on the site/);
  });

  it('answers studying while working by a study and a job whose months overlap', () => {
    const job = entriesOf(owner, 'career')[0]!;
    const study: Entry = {
      id: 'evening-course',
      title: 'Evening Certificate',
      role: 'Certificate in Cloud Computing',
      organisation: 'Northgate College',
      start: '2099-01',
      end: '2099-09',
      content: 'An evening course.',
    };
    const late: Entry = { ...job, id: 'late-job', start: '2099-03', end: '2099-12' };
    const o = withEntries(
      withEntries(owner, 'education', [...entriesOf(owner, 'education'), study]),
      'career',
      [...entriesOf(owner, 'career'), late],
    );
    const a = ask(
      o,
      `Was ${name} studying and working at the same time at some point?`,
      new Date('2100-06-01'),
    );
    expect(a.text).toMatch(/^Yes/);
    expect(a.items).toEqual(expect.arrayContaining(['evening-course', 'late-job']));
  });

  it('answers when the owner moved to a place with their own sentence on it', () => {
    const o = withPersonal(owner, 'I have lived in Valletta since 2019.');
    const a = ask(o, `When did ${name} move to Valletta?`);
    expect(a.text).toContain('I have lived in Valletta since 2019.');
  });

  it("answers a follow-up only the work's own words answer from its sentence", () => {
    const [o, p] = withProject(owner, {
      description: `${owner.projects[0]!.description} In 2020 a client bought the app and it still runs under their name.`,
    });
    const a = askAfter(o, `Where can I see ${p.title}?`, `is it still ${possessive(owner)} app?`);
    expect(a.text).toContain('a client bought the app');
  });
});
