import { z } from 'zod';

// One schema for everything the site says about its owner. Replace owner.ts and the site is someone else's.

const url = z.url({ protocol: /^https?$/ });
const image = z.object({
  src: z.string().startsWith('/'),
  alt: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Narrower copies of the same picture, by width, for screens that show it smaller (see renditionSrc). */
  renditions: z.array(z.number().int().positive()).optional(),
});
const techItem = z.object({ title: z.string().min(1), icon: z.string().min(1) });

const slug = z.string().regex(/^[a-z0-9-]+$/);

/** `id` names an entry for code that reads content (the assistant), so it never depends on the order. */
export const entrySchema = z.object({ id: slug, title: z.string().min(1), content: z.string().min(1) });

export const aboutSectionSchema = z.object({
  id: z.enum(['personal', 'education', 'career']),
  label: z.string().min(1),
  entries: z.array(entrySchema).min(1),
});

export const skillSchema = z.object({
  title: z.string().min(1),
  icon: z.string().min(1),
  ariaLabel: z.string().min(1),
});

export const skillCategorySchema = z.object({
  id: z.number().int().min(1).max(3),
  /** The category's id in links (/skills?item=frontend) and in code that reads content. */
  slug,
  name: z.string().min(1),
  emblem: image,
  skills: z.array(skillSchema),
});

export const projectSchema = z.object({
  slug,
  title: z.string().min(1),
  year: z.number().int(),
  image,
  summary: z.string().min(1),
  description: z.string().min(1),
  techStack: z.array(techItem).min(1),
  github: url,
  live: url,
});

export const hackathonSchema = z.object({
  slug,
  team: z.string().min(1),
  title: z.string().min(1),
  event: z.string().min(1),
  date: z.string().regex(/^\d{4}-\d{2}$/),
  image,
  description: z.object({ role: z.string().min(1), app: z.string().min(1) }),
  techStack: z.array(techItem).min(1),
  github: url,
  demo: url,
});

export const ownerSchema = z.object({
  name: z.string().min(1),
  firstName: z.string().min(1),
  handle: z.string().min(1),
  birthDate: z.iso.date(),
  subtitle: z.string().min(1),
  location: z.string().min(1),
  tagline: z.string().min(1),
  linkedin: url,
  github: url,
  avatar: image,
  about: z.tuple([aboutSectionSchema, aboutSectionSchema, aboutSectionSchema]),
  skills: z.tuple([skillCategorySchema, skillCategorySchema, skillCategorySchema]),
  projects: z.array(projectSchema).min(1),
  hackathons: z.array(hackathonSchema).min(1),
});

export type Image = z.infer<typeof image>;
export type TechItem = z.infer<typeof techItem>;
export type Entry = z.infer<typeof entrySchema>;
export type AboutSection = z.infer<typeof aboutSectionSchema>;
export type Skill = z.infer<typeof skillSchema>;
export type SkillCategory = z.infer<typeof skillCategorySchema>;
export type Project = z.infer<typeof projectSchema>;
export type Hackathon = z.infer<typeof hackathonSchema>;
export type Owner = z.infer<typeof ownerSchema>;
