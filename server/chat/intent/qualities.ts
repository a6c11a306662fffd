import { mentions } from '../patterns';

// Qualities of a piece of work a visitor asks about, yes or no: "is his portfolio mobile friendly?", "is the site
// responsive?", "does Snake work on phones?". Not a kind of work (kinds.ts): a responsive site is no mobile app. The
// answer is what the work's own sentences say of it, quoted, or that they say nothing; never a guess.

export interface Quality {
  id: string;
  /** The words a question asks it by: a whole-word pattern over the normalised question. */
  asked: string;
  /** The sentences of a project's or team's text that bear on it. */
  said: RegExp;
  /** Said of one item: "Portfolio is mobile friendly or responsive". */
  is: string;
  /** What the quoted sentences are about. */
  topic: string;
}

export const QUALITIES: readonly Quality[] = [
  {
    id: 'responsive',
    asked:
      'mobile friendly|mobile responsive|responsive|responsiveness|mobile first|mobile optimised|mobile optimized|(optimised|optimized) for (mobile|phones?|tablets?)|' +
      '(work|works|working|run|runs|look|looks|ok|okay|usable|playable) (well )?(on|with|for) (mobile|mobiles|phones?|tablets?|iphones?|ipads?|android|ios|small screens?|touch screens?|touchscreens?|(a|an|my|your|the) (phone|mobile|tablet|iphone|ipad|android))|' +
      '(on|from) (a|an|my|your) (phone|mobile|tablet|iphone|ipad|android)|on (mobile|phones|tablets|iphones?|ipads?)|screen sizes?|small screens?|mobile versions?',
    // Not a window's size: a terminal program's board that "adapts to the window size" says nothing of phones.
    said: /\bresponsive\b|\bmobile\b|\btouch\b|\bphones?\b|\btablets?\b|\bscreens?\b/i,
    is: 'is mobile friendly or responsive',
    topic: 'working on phones and other screen sizes',
  },
];

/** The quality the (normalised) question asks about, if it asks about one. */
export const qualityAsked = (q: string): Quality | undefined => QUALITIES.find((k) => mentions(q, k.asked));

// Each quality's words, to take out of a question: compiled once, not per question.
const QUALITY_WORDS = new Map(QUALITIES.map((k) => [k.id, new RegExp(`\\b(?:${k.asked})\\b`, 'g')]));

/** The (normalised) question without the quality's words: "on my phone" is a device, not the phone number content never gives. */
export const withoutQuality = (q: string, quality: Quality) =>
  q.replace(QUALITY_WORDS.get(quality.id)!, ' ').replace(/ +/g, ' ').trim();
