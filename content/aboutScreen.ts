import { about } from './about';
import { avatarPicture } from './images';
import { profile } from './profile';
import type { AboutSection, Entry } from './schema';

// What the About screen shows: each section's entries as title and text, and the owner's portrait
// (or the drawn initials where content names none). An entry's other fields (role, organisation,
// dates) are the assistant's, on the server. The browser build replaces this module with its values
// (scripts/site/plugin.ts), so the first screen carries neither those facts nor the picture rules.

/** An About entry as the screen shows it. */
export type ShownEntry = Pick<Entry, 'title' | 'content'>;
/** An About section as the screen shows it. */
export interface ShownSection {
  id: AboutSection['id'];
  label: string;
  entries: readonly ShownEntry[];
}

export const shownSections = (sections: readonly AboutSection[]): ShownSection[] =>
  sections.map(({ id, label, entries }) => ({
    id,
    label,
    entries: entries.map(({ title, content }) => ({ title, content })),
  }));

export const sections = shownSections(about);
export const avatar = avatarPicture(profile);
