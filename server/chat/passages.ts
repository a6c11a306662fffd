import type { Owner } from '../../content';

// Every fact the assistant may state comes from one of these passages, generated from content/.
// `search` is what the index sees (no URLs, so "github" does not match every project);
// `context` is what a model sees (with the links it may cite).

export type PassageKind = 'profile' | 'about' | 'education' | 'career' | 'skills' | 'project' | 'hackathon' | 'contact' | 'age';

export interface Passage {
  id: string;
  kind: PassageKind;
  title: string;
  search: string;
  context: string;
  /** Index into the content list the passage came from (entries, categories, projects, hackathons). */
  ref: number;
}

const list = (items: { title: string }[]) => items.map((i) => i.title).join(', ');

export function pagePath(owner: Owner, title: string, fallback: string): string {
  return owner.navigation.find((n) => n.title.toLowerCase() === title.toLowerCase())?.to ?? fallback;
}

export function buildPassages(owner: Owner): Passage[] {
  const [personal, education, career] = owner.about;
  const contactPath = pagePath(owner, 'Contact', '/contact');
  const passages: Passage[] = [
    {
      id: 'profile',
      kind: 'profile',
      title: owner.name,
      search: `${owner.name} ${owner.subtitle} ${owner.location} ${owner.tagline} profile who based location`,
      context: `${owner.name}, ${owner.subtitle}, based in ${owner.location}. ${owner.tagline}`,
      ref: 0,
    },
    {
      id: 'contact',
      kind: 'contact',
      title: 'Contact',
      search: 'contact get in touch reach message email hire linkedin github profile',
      context: `Contact: the contact form on this site at ${contactPath}; LinkedIn ${owner.linkedin}; GitHub ${owner.github}.`,
      ref: 0,
    },
    {
      id: 'age',
      kind: 'age',
      title: 'Age and level',
      search: 'age old years birthday born level',
      context: `Born ${owner.birthDate}. The site's level is the age in whole years and goes up on each birthday.`,
      ref: 0,
    },
  ];
  personal.entries.forEach((e, i) =>
    passages.push({ id: `about-${i}`, kind: 'about', title: e.title, search: `${e.title} ${e.content}`, context: `${e.title}: ${e.content}`, ref: i }),
  );
  education.entries.forEach((e, i) =>
    passages.push({ id: `education-${i}`, kind: 'education', title: e.title, search: `education ${e.title} ${e.content}`, context: `Education, ${e.title}: ${e.content}`, ref: i }),
  );
  career.entries.forEach((e, i) =>
    passages.push({ id: `career-${i}`, kind: 'career', title: e.title, search: `career ${e.title} ${e.content}`, context: `Career, ${e.title}: ${e.content}`, ref: i }),
  );
  owner.skills.forEach((c, i) =>
    passages.push({
      id: `skills-${c.id}`,
      kind: 'skills',
      title: `${c.name} skills`,
      search: `${c.name} skills ${c.skills.map((s) => `${s.title} ${s.ariaLabel}`).join(' ')}`,
      context: `${c.name} skills: ${list(c.skills)}.`,
      ref: i,
    }),
  );
  owner.projects.forEach((p, i) =>
    passages.push({
      id: `project-${p.slug}`,
      kind: 'project',
      title: p.title,
      search: `project ${p.title} ${p.summary} ${p.description} ${list(p.techStack)}`,
      context: `Project ${p.title} (${p.year}): ${p.summary} ${p.description} Tech stack: ${list(p.techStack)}. GitHub: ${p.github}. Live: ${p.live}.`,
      ref: i,
    }),
  );
  owner.hackathons.forEach((h, i) =>
    passages.push({
      id: `hackathon-${h.slug}`,
      kind: 'hackathon',
      title: h.title,
      search: `hackathon team ${h.team} ${h.title} ${h.event} ${h.description.app} ${h.description.role} ${list(h.techStack)}`,
      context: `Hackathon ${h.event} (${h.date}), team ${h.team}, app ${h.title}: ${h.description.app} Role: ${h.description.role} Tech stack: ${list(h.techStack)}. GitHub: ${h.github}. Demo: ${h.demo}.`,
      ref: i,
    }),
  );
  return passages;
}
