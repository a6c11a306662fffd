import type { Entry, Faq, Owner } from '../../../content';
import { createAnswerer } from '../../../server/chat/answerer';

// Copies of an owner with one fact changed or added, for tests that need a fact the owner lacks.

export const NOW = new Date('2026-06-01T12:00:00Z');

// An answerer keeps nothing between questions, so one per owner serves every test that asks it;
// building one reads the whole owner and is most of a test's time.
const answerers = new WeakMap<Owner, ReturnType<typeof createAnswerer>>();
/** The answerer for an owner, built once per owner object. */
export function answererOf(o: Owner) {
  let a = answerers.get(o);
  if (!a) answerers.set(o, (a = createAnswerer(o)));
  return a;
}
export const ask = (o: Owner, q: string, now = NOW) => answererOf(o).answer(q, now, []);

const section = (o: Owner, id: string) => o.about.find((s) => s.id === id)!;
export const entriesOf = (o: Owner, id: string) => section(o, id).entries as Entry[];
/** The owner with one About section's entries replaced. */
export const withEntries = (o: Owner, id: string, entries: Entry[]): Owner => ({
  ...o,
  about: o.about.map((s) => (s.id === id ? { ...s, entries } : s)) as Owner['about'],
});
/** The owner with a sentence added to the first personal About entry's prose. */
export function withPersonal(o: Owner, sentence: string): Owner {
  const [first, ...rest] = entriesOf(o, 'personal');
  return withEntries(o, 'personal', [{ ...first!, content: `${first!.content} ${sentence}` }, ...rest]);
}
export const withFaq = (o: Owner, faq: Faq[]): Owner => ({ ...o, faq });

/** The answer to `then` asked right after `first`, with the first answer's items in the history. */
export function askAfter(o: Owner, first: string, then: string, now = NOW) {
  const a = answererOf(o);
  const r = a.answer(first, now, []);
  return a.answer(then, now, [
    { sender: 'user', text: first },
    { sender: 'ai', text: r.text, items: r.items },
  ]);
}

/** The answer to the last of several questions asked in turn, each with the answers before it in the history. */
export function askInTurn(o: Owner, questions: readonly string[], now = NOW) {
  const a = answererOf(o);
  const history: { sender: 'user' | 'ai'; text: string; items?: string[] }[] = [];
  let last: ReturnType<typeof a.answer> | undefined;
  for (const q of questions) {
    last = a.answer(q, now, history);
    history.push({ sender: 'user', text: q }, { sender: 'ai', text: last.text, items: last.items });
  }
  return last!;
}

/** The owner with one career entry's own words replaced. */
export const withJobContent = (o: Owner, job: Entry, content: string): Owner =>
  withEntries(
    o,
    'career',
    entriesOf(o, 'career').map((e) => (e === job ? { ...e, content } : e)),
  );

/** An About entry with its title as its role, at an organisation, for a copy that needs one. */
export const entry = (
  id: string,
  title: string,
  organisation: string,
  start: string,
  end: string,
  content: string,
): Entry => ({ id, title, role: title, organisation, start, end, content });

type Skill = Owner['skills'][number]['skills'][number];
/** An invented language no owner lists, for copies that need a skill of their own. */
export const QUELLSCRIPT: Skill = {
  title: 'Quellscript',
  icon: 'quellscript',
  ariaLabel: 'Quellscript',
  kind: 'language',
};
/** The owner with a skill added to the first skill category. */
export function withSkill(o: Owner, skill: Skill): Owner {
  const [first, ...rest] = o.skills;
  return { ...o, skills: [{ ...first!, skills: [...first!.skills, skill] }, ...rest] as Owner['skills'] };
}

/** A listed skill (longer than three letters, so no ordinary word) that some piece of work uses. */
export function usedSkill(o: Owner): Skill {
  const work = [...o.projects, ...o.hackathons];
  return o.skills
    .flatMap((c) => c.skills)
    .find((k) => k.title.length > 3 && work.some((w) => w.techStack.some((t) => t.title === k.title)))!;
}

type Hackathon = Owner['hackathons'][number];
/** A hackathon entry for a copy, named by its slug: a programmer's web app unless told otherwise. */
export const hackathonEntry = (slug: string, over: Partial<Hackathon> = {}): Hackathon =>
  ({
    roles: ['programmer'],
    kinds: ['web app'],
    techStack: [],
    slug,
    team: `Team ${slug}`,
    title: slug,
    event: `Event ${slug}`,
    date: '2024-01',
    description: { app: 'An app.', role: 'I helped.' },
    ...over,
  }) as Hackathon;

type Project = Owner['projects'][number];
/** A project for a copy, named by its slug: a Quellscript web app from 2024 unless told otherwise. */
export const projectEntry = (slug: string, over: Partial<Project> = {}): Project => ({
  slug,
  title: slug,
  year: 2024,
  summary: 'A tool.',
  description: 'A tool for quells.',
  techStack: [{ title: 'Quellscript', icon: 'quellscript' }],
  kinds: ['web app'],
  ...over,
});
