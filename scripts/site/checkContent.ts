// Checks content/ and everything it points to, and reports every problem at once: schema errors by
// field path, pictures content names that are missing or unreadable, links that are not https, ids
// used twice. `npm run check:content` prints them; the build stops on them before drawing anything.
import { accessSync, constants, existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { ownerSchema, type Owner } from '../../content/schema';
import { pictureFile } from './pictures';
import { findIcon, techIconNames } from './techIcons';

export interface ContentReport {
  /** Problems that stop the build, each "path: what is wrong and what to do". */
  errors: string[];
  /** What the build will do that the owner may want to know (icons drawn as monograms, pictures drawn). */
  notes: string[];
}

type Path = readonly PropertyKey[];
/** A field path as an owner reads it: projects[2].live, with the entry's id when it has one. */
export function fieldPath(data: unknown, path: Path): string {
  let out = '';
  let node: unknown = data;
  for (const key of path) {
    node = (node as Record<PropertyKey, unknown> | undefined)?.[key];
    if (typeof key === 'number') {
      const entry = node as { slug?: unknown; id?: unknown } | undefined;
      const id = typeof entry?.slug === 'string' ? entry.slug : typeof entry?.id === 'string' ? entry.id : '';
      out += `[${key}]${id ? ` (${id})` : ''}`;
    } else out += `${out ? '.' : ''}${String(key)}`;
  }
  return out || '(the owner)';
}

/** Whether a schema issue is about a field left out, which zod words as a type mismatch with undefined. */
function isMissing(data: unknown, issue: { code: string; path: Path }) {
  if (issue.code !== 'invalid_type') return false;
  let node: unknown = data;
  for (const key of issue.path) node = (node as Record<PropertyKey, unknown> | undefined)?.[key];
  return node === undefined;
}

/** Every string in the data with its path, for checks that apply to any field. */
function* strings(node: unknown, path: PropertyKey[] = []): Generator<[Path, string]> {
  if (typeof node === 'string') yield [path, node];
  else if (Array.isArray(node)) for (const [i, v] of node.entries()) yield* strings(v, [...path, i]);
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) yield* strings(v, [...path, k]);
}

function duplicates(values: string[]) {
  return [...new Set(values.filter((v, i) => values.indexOf(v) !== i))];
}

/** Schema errors by field path, and the set of those paths. */
function schemaErrors(data: unknown) {
  const parsed = ownerSchema.safeParse(data);
  const errors: string[] = [];
  const paths = new Set<string>();
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const path = fieldPath(data, issue.path);
      paths.add(path);
      errors.push(`${path}: ${isMissing(data, issue) ? 'required' : issue.message}`);
    }
  return { parsed, errors, paths };
}

/** Links that are not https, in any field the schema did not already refuse. */
function plainHttpErrors(data: unknown, schemaPaths: Set<string>): string[] {
  const errors: string[] = [];
  for (const [path, text] of strings(data))
    for (const [link] of text.matchAll(/\bhttp:\/\/[^\s)"'<>]+/g))
      if (!schemaPaths.has(fieldPath(data, path)))
        errors.push(`${fieldPath(data, path)}: ${link} is not https; use the https:// address`);
  return errors;
}

/** The data read as far as its shape allows, so a schema error hides no other problem. */
function asFarAsReadable(data: unknown): Owner {
  const raw = (data ?? {}) as Partial<Record<keyof Owner, unknown>>;
  const listOf = <T>(value: unknown): T[] =>
    Array.isArray(value) ? value.filter((v): v is T => Boolean(v) && typeof v === 'object') : [];
  return {
    ...raw,
    about: listOf<Owner['about'][number]>(raw.about).map((s) => ({ ...s, entries: listOf(s.entries) })),
    skills: listOf<Owner['skills'][number]>(raw.skills),
    projects: listOf<Owner['projects'][number]>(raw.projects),
    hackathons: listOf<Owner['hackathons'][number]>(raw.hackathons),
    faq: listOf<NonNullable<Owner['faq']>[number]>(raw.faq),
  } as Owner;
}

/** Ids used twice, and FAQ entries about an item that does not exist. */
function referenceErrors(owner: Owner): string[] {
  const errors: string[] = [];
  const ids: [string, string[]][] = [
    ['about[].id', owner.about.map((s) => s.id)],
    ['about[].entries[].id', owner.about.flatMap((s) => s.entries.map((e) => e.id))],
    ['skills[].slug', owner.skills.map((c) => c.slug)],
    ['skills[].id', owner.skills.map((c) => String(c.id))],
    ['projects[].slug', owner.projects.map((p) => p.slug)],
    ['hackathons[].slug', owner.hackathons.map((h) => h.slug)],
    ['faq[].id', (owner.faq ?? []).map((f) => f.id)],
  ];
  for (const [path, values] of ids)
    for (const id of duplicates(values.filter((v) => typeof v === 'string' && v !== 'undefined')))
      errors.push(`${path}: "${id}" is used twice; ids must differ`);
  const known = new Set([
    ...owner.projects.map((p) => p.slug),
    ...owner.hackathons.map((h) => h.slug),
    ...owner.skills.map((c) => c.slug),
    ...owner.about.map((s) => s.id),
  ]);
  for (const [i, faq] of (owner.faq ?? []).entries())
    for (const item of Array.isArray(faq.items) ? faq.items : [])
      if (!known.has(item))
        errors.push(
          `faq[${i}] (${faq.id}).items: "${item}" is no project, team, skill category or About section`,
        );
  return errors;
}

/** The problem with one named picture file (missing, unreadable), or undefined when it reads as a picture. */
async function pictureProblem(path: string, src: string, contentDir: string): Promise<string | undefined> {
  const file = pictureFile(src, contentDir);
  const shown = `content/pictures/${src.replace(/^\/images\//, '')}`;
  if (!existsSync(file))
    return `${path}.src: ${shown} does not exist; add the file or leave ${path} out to have one drawn`;
  try {
    accessSync(file, constants.R_OK);
    await sharp(file).metadata();
    return undefined;
  } catch (error) {
    return `${path}.src: ${shown} cannot be read as a picture (${(error as Error).message})`;
  }
}

/** Every picture content names must exist and read; the ones it names none for are counted (the build draws them). */
async function checkPictures(owner: Owner, contentDir: string, report: ContentReport): Promise<void> {
  const pictures: (readonly [string, { src?: unknown } | undefined])[] = [
    ['avatar', owner.avatar],
    ...owner.projects.map((p, i) => [`projects[${i}] (${p.slug}).image`, p.image] as const),
    ...owner.hackathons.map((h, i) => [`hackathons[${i}] (${h.slug}).image`, h.image] as const),
    ...owner.skills.map((c, i) => [`skills[${i}] (${c.slug}).emblem`, c.emblem] as const),
  ];
  let drawn = 0;
  for (const [path, picture] of pictures) {
    if (!picture) drawn++;
    // A src that is no string is a schema error, reported already.
    else if (typeof picture.src === 'string') {
      const problem = await pictureProblem(path, picture.src, contentDir);
      if (problem) report.errors.push(problem);
    }
  }
  if (drawn) report.notes.push(`${drawn} picture(s) content names none for will be drawn by the build`);
}

export async function checkContent(data: unknown, contentDir = join(import.meta.dirname, '../../content')) {
  const schema = schemaErrors(data);
  const report: ContentReport = {
    errors: [...schema.errors, ...plainHttpErrors(data, schema.paths)],
    notes: [],
  };
  const owner = asFarAsReadable(data);
  report.errors.push(...referenceErrors(owner));
  await checkPictures(owner, contentDir, report);
  if (!schema.parsed.success) return report;
  const monograms = [...techIconNames(schema.parsed.data).keys()].filter((name) => !findIcon(name));
  if (monograms.length)
    report.notes.push(
      `simple-icons has no icon named ${monograms.map((m) => `"${m}"`).join(', ')}: a monogram will be drawn ` +
        '(use a simple-icons slug, title or alias, see simpleicons.org, to get the logo)',
    );
  return report;
}

/** The report as lines for a terminal. */
export function formatReport({ errors, notes }: ContentReport) {
  return [
    ...(errors.length
      ? [`content/ has ${errors.length} problem(s):`, ...errors.map((e) => `  ✗ ${e}`)]
      : ['content/ is valid.']),
    ...notes.map((n) => `  · ${n}`),
  ].join('\n');
}
