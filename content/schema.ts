import { z } from 'zod';

// One schema for everything the site says about its owner. Replace the files beside this one and the
// site, its pictures and its assistant are someone else's. Fields marked optional may be left out;
// the screens and the assistant then say nothing about them rather than guess.

// Links are https: a portfolio that sends a visitor to plain http loses them at the browser's warning.
const url = z.url({ protocol: /^https$/, error: 'write a full https:// address' });
/**
 * A picture of the owner's own: `src` is its address on the site, `/images/<path>`, and the file is
 * content/pictures/<path>. Where content names no picture, the build draws one (scripts/site/).
 */
const image = z.object({
  src: z
    .string()
    .regex(
      /^\/images\/[\w./-]+\.webp$/,
      'name a WebP file as /images/<path>.webp (the file is content/pictures/<path>.webp)',
    ),
  alt: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Narrower copies of the same picture, by width, for screens that show it smaller (see renditionSrc). */
  renditions: z.array(z.number().int().positive()).optional(),
});
const techItem = z.object({ title: z.string().min(1), icon: z.string().min(1) });

const slug = z.string().regex(/^[a-z0-9-]+$/, 'use lower-case letters, digits and hyphens');

/** A month or a year: '2024-03' or '2024'. */
export const yearMonth = z
  .string()
  .regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/, "write a year ('2024') or a year and month ('2024-03')");
/** When something ended: a month, a year, or 'present' while it goes on. */
const endMonth = z
  .string()
  .regex(
    /^(\d{4}(-(0[1-9]|1[0-2]))?|present)$/,
    "write a year ('2024'), a year and month ('2024-03') or 'present'",
  );

/**
 * Kinds of work a project or hackathon entry is. The assistant answers "any games?" or "has she written
 * a library?" from these. The documented words are below; an owner may add their own (lower case).
 */
export const KNOWN_KINDS = [
  'website',
  'web app',
  'game',
  'mobile app',
  'desktop app',
  'cli',
  'library',
  'api',
  'data pipeline',
  'browser extension',
  'bot',
  'ai',
  'e-commerce',
  'blockchain',
  'dashboard',
  'social network',
  'education',
  'health',
  'finance',
  'accessibility',
  'portfolio',
] as const;
const kind = z
  .string()
  .min(1)
  .regex(/^[a-z0-9][a-z0-9 -]*$/, 'write a kind in lower case, e.g. "game" or "data pipeline"');

/** What a skill is, so the assistant can tell languages from frameworks or databases. */
export const SKILL_KINDS = [
  'language',
  'framework',
  'library',
  'database',
  'tool',
  'platform',
  'practice',
] as const;

/** `id` names an entry for code that reads content (the assistant), so it never depends on the order. */
export const entrySchema = z.object({
  id: slug,
  /** The sub-heading the About screen shows, in the owner's words. */
  title: z.string().min(1),
  content: z.string().min(1),
  /** The role held or the qualification studied for, without dates ("Data Engineer", "BSc Mathematics"). */
  role: z.string().min(1).optional(),
  /** The employer, school or course provider. */
  organisation: z.string().min(1).optional(),
  location: z.string().min(1).optional(),
  start: yearMonth.optional(),
  /** 'present' for what is still going on; absent for a single point in time (then `start` is when). */
  end: endMonth.optional(),
  /** The grade or honours, for education ("First-class honours", "with distinction"). */
  result: z.string().min(1).optional(),
  /** `false` for studies left before the end (a degree not finished); absent, they count as finished once `end` has passed. */
  completed: z.boolean().optional(),
  /** Whether this was work or study in software ('software', the default) or in another field. */
  field: z.enum(['software', 'other']).optional(),
});

export const aboutSectionSchema = z.object({
  id: z.enum(['personal', 'education', 'career']),
  label: z.string().min(1),
  entries: z.array(entrySchema).min(1),
});

export const skillSchema = z.object({
  title: z.string().min(1),
  icon: z.string().min(1),
  ariaLabel: z.string().min(1),
  kind: z.enum(SKILL_KINDS),
  /** Other names visitors use for it: 'golang', 'k8s', 'postgres'. */
  aliases: z.array(z.string().min(1)).optional(),
});

export const skillCategorySchema = z.object({
  id: z.number().int().min(1).max(3),
  /** The category's id in links (/skills?item=frontend) and in code that reads content. */
  slug,
  name: z.string().min(1),
  /** Optional: without one the build draws an emblem from the category's name. */
  emblem: image.optional(),
  skills: z.array(skillSchema),
});

export const projectSchema = z.object({
  slug,
  title: z.string().min(1),
  year: z.number().int(),
  /** The month it was finished or released, when the owner wants order within a year to be known. */
  month: z.number().int().min(1).max(12).optional(),
  /** Optional: without one the build draws a card from the title, kinds and year. */
  image: image.optional(),
  summary: z.string().min(1),
  description: z.string().min(1),
  techStack: z.array(techItem).min(1),
  kinds: z.array(kind).min(1),
  /** True for the site the visitor is on. */
  thisSite: z.boolean().optional(),
  github: url.optional(),
  live: url.optional(),
});

export const hackathonSchema = z.object({
  slug,
  team: z.string().min(1),
  title: z.string().min(1),
  event: z.string().min(1),
  date: yearMonth,
  /** Optional: without one the build draws a card from the title, team and date. */
  image: image.optional(),
  description: z.object({ role: z.string().min(1), app: z.string().min(1) }),
  /** The owner's roles in the team, short: 'team lead', 'front end', 'design'. */
  roles: z.array(z.string().min(1)).min(1),
  kinds: z.array(kind).min(1),
  techStack: z.array(techItem).min(1),
  /** The placing or prize, in the owner's words ('1st place', 'Best use of AI'); absent if none. */
  result: z.string().min(1).optional(),
  github: url.optional(),
  demo: url.optional(),
});

/**
 * The owner's own answers to what only they can answer (availability, work authorisation, spoken
 * languages, strengths, favourite project, salary policy). The assistant quotes `answer` when a
 * visitor's question is close to one of `questions`.
 */
export const faqSchema = z.object({
  id: slug,
  /** A few ways a visitor might ask it, written for this owner. */
  questions: z.array(z.string().min(1)).min(1),
  /** The answer in the owner's words (markdown). */
  answer: z.string().min(1),
  /** Content ids the answer is about (a project slug, a team slug), for follow-up questions. */
  items: z.array(slug).optional(),
});

export const ownerSchema = z.object({
  name: z.string().min(1),
  firstName: z.string().min(1),
  /** The name in the navigation bar ("kai.codes", "Tomás Ñ."); without one, `${firstName}.dev`. */
  siteName: z.string().min(1).optional(),
  handle: z.string().min(1),
  /** How the assistant refers to the owner. */
  pronouns: z.enum(['he', 'she', 'they']).optional(),
  birthDate: z.iso.date(),
  subtitle: z.string().min(1),
  location: z.string().min(1),
  tagline: z.string().min(1),
  linkedin: url,
  github: url,
  /** Optional: without one the build draws a badge with the owner's initials. */
  avatar: image.optional(),
  about: z.tuple([aboutSectionSchema, aboutSectionSchema, aboutSectionSchema]),
  skills: z.tuple([skillCategorySchema, skillCategorySchema, skillCategorySchema]),
  projects: z.array(projectSchema).min(1),
  hackathons: z.array(hackathonSchema),
  faq: z.array(faqSchema).optional(),
});

export type Image = z.infer<typeof image>;
export type TechItem = z.infer<typeof techItem>;
export type Entry = z.infer<typeof entrySchema>;
export type AboutSection = z.infer<typeof aboutSectionSchema>;
export type Skill = z.infer<typeof skillSchema>;
export type SkillKind = (typeof SKILL_KINDS)[number];
export type SkillCategory = z.infer<typeof skillCategorySchema>;
export type Project = z.infer<typeof projectSchema>;
export type Hackathon = z.infer<typeof hackathonSchema>;
export type Faq = z.infer<typeof faqSchema>;
export type Owner = z.infer<typeof ownerSchema>;
