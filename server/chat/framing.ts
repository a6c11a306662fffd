// The assistant's own words around what it found, in one place: answers write them, and the follow-up
// focus reads past them ("Here's what Kai's portfolio says" names no project called Portfolio).

/** The line a search answer opens with. */
export const searchIntro = (firstName: string) => `Here's what ${firstName}'s portfolio says about that:`;
/** That line in any answer, whatever the owner's name: built from the line itself, so the two never drift. */
export const SEARCH_INTRO = new RegExp(
  `^${searchIntro('\u0000')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace('\u0000', '[^\\n]+')}$`,
  'gm',
);

// "The site doesn't say whether eBuddies is mobile friendly. It does speak of that for Tic Tac Tactics, Coach Profile…":
// other work named in passing, for the visitor to ask about, is not what the answer is about ("link?" after it is
// eBuddies' link). The line starts so in any answer, and the focus reads past it.
const OTHERS_INTRO = 'It does speak of that for';
/** The line naming other work the site says something of, by name (markdown links). */
export const othersLine = (names: readonly string[]) =>
  `${OTHERS_INTRO} ${names.join(', ')}: ask about ${names.length === 1 ? 'it' : 'any of them'} by name.`;
/** That line in any answer. */
export const OTHERS_LINE = new RegExp(`^${OTHERS_INTRO} [^\\n]+$`, 'gm');
