// The assistant's own words around what it found, in one place: answers write them, and the follow-up
// focus reads past them ("Here's what Kai's portfolio says" names no project called Portfolio).

/** The line a search answer opens with. */
export const searchIntro = (firstName: string) => `Here's what ${firstName}'s portfolio says about that:`;
/** That line in any answer, whatever the owner's name: built from the line itself, so the two never drift. */
export const SEARCH_INTRO = new RegExp(
  `^${searchIntro('\u0000').replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\u0000', "[^\\n]+")}$`,
  'gm',
);
