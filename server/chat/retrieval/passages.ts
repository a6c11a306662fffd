import type { Entry, Hackathon, Owner, Project, SkillCategory } from '../../../content';
import { itemUrl } from '../../../contracts/items';
import { pages, type PageKey } from '../../../contracts/pages';
import { section } from './facts';

// Every fact the assistant may state comes from one of these passages, generated from content/.
// `search` is what the index sees (no URLs, so "github" does not match every project);
// `context` is what a model sees (with the links it may cite). Each passage holds the content item it
// came from, so an answer shows that item, whatever its place in the content lists.

export type PassageSource =
  | { kind: 'profile' | 'contact' | 'age' }
  | { kind: 'about' | 'education' | 'career'; entry: Entry }
  | { kind: 'skills'; category: SkillCategory }
  | { kind: 'project'; project: Project }
  | { kind: 'hackathon'; hackathon: Hackathon };

export type PassageKind = PassageSource['kind'];

export type Passage = PassageSource & {
  id: string;
  title: string;
  search: string;
  context: string;
};

const list = (items: { title: string }[]) => items.map((i) => i.title).join(', ');

/** The passage id of each content item, so answers name the passages they are grounded in. */
export const passageId = {
  entry: (kind: 'about' | 'education' | 'career', e: Entry) => `${kind}-${e.id}`,
  category: (c: SkillCategory) => `skills-${c.slug}`,
  project: (p: Project) => `project-${p.slug}`,
  hackathon: (h: Hackathon) => `hackathon-${h.slug}`,
};

export function buildPassages(owner: Owner): Passage[] {
  const contactPath = pages.contact.path;
  const sitePage = (key: PageKey, id: string) => `Site page: ${itemUrl(pages[key].path, id)}.`;
  const passages: Passage[] = [
    {
      id: 'profile',
      kind: 'profile',
      title: owner.name,
      search: `${owner.name} ${owner.subtitle} ${owner.location} ${owner.tagline} profile who based location`,
      context: `${owner.name}, ${owner.subtitle}, based in ${owner.location}. ${owner.tagline}`,
    },
    {
      id: 'contact',
      kind: 'contact',
      title: 'Contact',
      search: 'contact get in touch reach message email hire linkedin github profile',
      context: `Contact: the contact form on this site at ${contactPath}; LinkedIn ${owner.linkedin}; GitHub ${owner.github}.`,
    },
    {
      id: 'age',
      kind: 'age',
      title: 'Age and level',
      search: 'age old years birthday born level',
      context: `Born ${owner.birthDate}. The site's level is the age in whole years and goes up on each birthday.`,
    },
  ];
  // The About entries; education and career entries name their section first, personal ones do not.
  const entrySections = [
    { id: 'personal', kind: 'about', label: '' },
    { id: 'education', kind: 'education', label: 'Education' },
    { id: 'career', kind: 'career', label: 'Career' },
  ] as const;
  for (const { id, kind, label } of entrySections) {
    for (const entry of section(owner, id)) {
      passages.push({
        id: passageId.entry(kind, entry),
        kind,
        entry,
        title: entry.title,
        search: `${label ? `${label.toLowerCase()} ` : ''}${entry.title} ${entry.content}`,
        context: `${label ? `${label}, ` : ''}${entry.title}: ${entry.content}`,
      });
    }
  }
  for (const category of owner.skills) {
    passages.push({
      id: passageId.category(category),
      kind: 'skills',
      category,
      title: `${category.name} skills`,
      search: `${category.name} skills ${category.skills.map((s) => `${s.title} ${s.ariaLabel}`).join(' ')}`,
      context: `${category.name} skills: ${list(category.skills)}. ${sitePage('skills', category.slug)}`,
    });
  }
  for (const p of owner.projects) {
    passages.push({
      id: passageId.project(p),
      kind: 'project',
      project: p,
      title: p.title,
      search: `project ${p.title} ${p.summary} ${p.description} ${list(p.techStack)}`,
      context: `Project ${p.title} (${p.year}): ${p.summary} ${p.description} Tech stack: ${list(p.techStack)}. GitHub: ${p.github}. Live: ${p.live}. ${sitePage('projects', p.slug)}`,
    });
  }
  for (const h of owner.hackathons) {
    passages.push({
      id: passageId.hackathon(h),
      kind: 'hackathon',
      hackathon: h,
      title: h.title,
      search: `hackathon team ${h.team} ${h.title} ${h.event} ${h.description.app} ${h.description.role} ${list(h.techStack)}`,
      context: `Hackathon ${h.event} (${h.date}), team ${h.team}, app ${h.title}: ${h.description.app} Role: ${h.description.role} Tech stack: ${list(h.techStack)}. GitHub: ${h.github}. Demo: ${h.demo}. ${sitePage('hackathons', h.slug)}`,
    });
  }
  return passages;
}
