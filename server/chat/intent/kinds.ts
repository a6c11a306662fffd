import type { Owner } from '../../../content';
import { mentions } from '../patterns';
import { isStopword } from '../text';
import { editDistance } from './spelling';
import type { ItemRef } from './types';

// Kinds of work a visitor asks for by what it is, not by what it is built with: "any mobile apps?", "has he
// built an online shop?", "any AI projects?". Each kind has the words a question names it by, and the words
// content calls such work by. Work is of a kind when its summary (a project's) or its app (a team's) says so:
// those say what the thing is, where a longer description may use the word in passing ("built like a game
// menu"). A word joined to another by a hyphen is part of another word: a "mobile-first layout" is no mobile
// app, a "game-menu portfolio" no game. Career and education entries that say it are named apart.

export interface WorkKind {
  id: string;
  /** The words a question names the kind by: a whole-word pattern over the normalised question. */
  asked: string;
  /**
   * Words that name the kind only beside other words for work ("games *for mobile*", "any apps *on mobile*?"): asked of
   * a thing ("does it work on mobile?"), they ask a quality of it (qualities.ts), and never make a question of the kind alone.
   */
  loosely?: string;
  /** What content calls work of this kind. */
  said: RegExp;
  /** Said of one item and of several ("is a game", "are games"). */
  is: string;
  are: string;
  /** The kind's own word where content uses it in another sense: what the answer may show when no work is of the kind. */
  near?: RegExp;
  /**
   * What content says in other words that a visitor may count as the kind ("a computer opponent", "minimax" for AI):
   * quoted for the visitor to judge, never counted as the kind, since content doesn't call it that.
   */
  like?: RegExp;
  /** A kind work has rather than is ("has AI in it"): "does Tic Tac Tactics have AI?" asks it yes or no. */
  had?: true;
}

/** A pattern of words found only whole: not inside a longer word, nor joined to another by a hyphen. */
const whole = (source: string) => new RegExp(`(?<![\\w-])(?:${source})(?![\\w-])`, 'i');

export const WORK_KINDS: readonly WorkKind[] = [
  {
    id: 'mobile',
    // "Games for mobile" are mobile games; "does it work on mobile?" and "does it have a mobile version?" ask whether a
    // thing works on phones (qualities.ts).
    // "On iOS", "on the app store" name the kind whole: "is eBuddies on iOS?" asks yes or no whether it is one.
    asked:
      'mobile (apps?|applications?|projects?|games?|development|developer|dev)|smartphones?|((on|for) (the )?)?(android|ios|iphone|ipad|app store|play store)|phone apps?|native apps?|react native|flutter',
    loosely: '(for|on) mobile',
    said: whole(
      'mobile apps?|mobile applications?|android|ios|iphone|ipad|react native|flutter|app store|play store',
    ),
    is: 'is a mobile app',
    are: 'are mobile apps',
    near: /\bmobile\b/i,
  },
  {
    id: 'shop',
    asked:
      'e commerce|ecommerce|online (shops?|stores?)|web shops?|webshops?|shops?|shopping|storefronts?|checkouts?|marketplaces?',
    said: whole(
      'e-?commerce|online (?:shop|store)s?|web ?shops?|shopping|storefronts?|checkout|marketplaces?',
    ),
    is: 'is an online shop',
    are: 'are online shops',
  },
  {
    id: 'blockchain',
    asked: 'blockchains?|crypto|cryptocurrenc\\w*|web3|nfts?|smart contracts?|ethereum|bitcoin|solidity|defi',
    said: whole(
      'blockchains?|crypto|cryptocurrenc\\w*|web3|nfts?|smart contracts?|ethereum|bitcoin|solidity',
    ),
    is: 'is a blockchain project',
    are: 'are blockchain projects',
  },
  {
    id: 'machine-learning',
    asked: 'machine learning|deep learning|neural networks?|data science|computer vision',
    said: whole('machine learning|deep learning|neural networks?|data science|computer vision'),
    is: 'is a machine learning or data science project',
    are: 'are machine learning or data science projects',
  },
  {
    id: 'extension',
    asked: '(browser|chrome|firefox|vs code|vscode) (extensions?|add ons?|addons?|plugins?)',
    said: whole('(?:browser|chrome|firefox|vs code|vscode) (?:extensions?|add-ons?|addons?|plugins?)'),
    is: 'is a browser or editor extension',
    are: 'are browser or editor extensions',
  },
  {
    id: 'ai',
    asked:
      'ai|artificial intelligence|chat ?bots?|chat assistants?|ai assistants?|large language models?|gpt|openai',
    said: whole('ai|artificial intelligence|chat ?bots?|large language models?'),
    is: 'has AI in it',
    are: 'have AI in them',
    // Players may call a game's computer opponent its AI, but content doesn't: "does Tic Tac Tactics have AI?" quotes
    // what its description does say, and "any AI projects?" lists only work content calls AI.
    like: /\bcomputer opponents?\b|\bminimax\b/i,
    had: true,
  },
  {
    id: 'game',
    asked: 'games?',
    said: whole('games?'),
    is: 'is a game',
    are: 'are games',
    // "This portfolio is built like a game menu", "a social network for gamers": the word, of something that is no game.
    near: /\bgam(?:e|es|ers?|ing)\b/i,
  },
];

/** A kind, and the work and entries content says are of it (none, for a kind content never names). */
export interface KindOfWork {
  kind: WorkKind;
  items: ItemRef[];
}

/** Which projects, hackathon entries and career or education entries are of each kind: worked out once per owner. */
export function kindsOfWork(owner: Owner): KindOfWork[] {
  const entries = owner.about.filter((s) => s.id !== 'personal').flatMap((s) => s.entries);
  return WORK_KINDS.map((kind) => ({
    kind,
    items: [
      ...owner.projects
        .filter((p) => kind.said.test(`${p.title}. ${p.summary}`))
        .map((p) => ({ kind: 'project' as const, id: p.slug })),
      ...owner.hackathons
        .filter((h) => kind.said.test(`${h.title}. ${h.description.app}`))
        .map((h) => ({ kind: 'hackathon' as const, id: h.slug })),
      ...entries
        .filter((e) => kind.said.test(`${e.title}. ${e.content}`))
        .map((e) => ({ kind: 'entry' as const, id: e.id })),
    ],
  }));
}

/** The kinds of work the (normalised) question names, in the kinds' order. */
export const kindsAsked = (q: string, kinds: readonly KindOfWork[]): KindOfWork[] =>
  kinds.filter(
    (k) => mentions(q, k.kind.asked) || (k.kind.loosely !== undefined && mentions(q, k.kind.loosely)),
  );

/** Whether the (normalised) question names a kind of work by the kind's own words ("mobile apps", "games"), not only loosely ("on mobile"). */
export const namesKind = (q: string) => WORK_KINDS.some((k) => mentions(q, k.asked));

/** Whether the question asks for the work of any of the kinds it names ("games or mobile apps"), not of all of them at once. */
export const eitherAsked = (q: string, kinds: readonly KindOfWork[]) => kinds.length > 1 && mentions(q, 'or');

const sameItem = (a: ItemRef, b: ItemRef) => a.kind === b.kind && a.id === b.id;
/** Whether content says the item is of the kind, by the rule above. */
export const isOf = (found: KindOfWork, item: ItemRef) => found.items.some((i) => sameItem(i, item));

/**
 * The items of every kind asked ("games for mobile": the games that are mobile apps), or of any of them when
 * the question says "or" ("any games or mobile apps?").
 */
export function itemsOf(kinds: readonly KindOfWork[], either = false): ItemRef[] {
  const [first, ...rest] = kinds;
  if (!first) return [];
  if (either)
    return kinds
      .flatMap((k) => k.items)
      .filter((item, i, all) => all.findIndex((other) => sameItem(other, item)) === i);
  return first.items.filter((item) => rest.every((k) => isOf(k, item)));
}

// A yes or no ("is", "does"...), and the words that may stand with a kind in one ("is Snake a *real* game?",
// "is eBuddies a mobile *app*?"). Any other word asks something else: "is the AI in Tic Tac Tactics hard?" is
// about its opponent, "is Snake a Python game?" about its stack; their cards answer those.
const YES_NO = /^(?:and )?(?:is|was|are|were|does|did|do|has|have)\b/;
const WITH_A_KIND = new Set(
  'app apps application applications project projects site sites website websites one version thing really actually kind type sort real proper considered called technically basically'.split(
    ' ',
  ),
);
// Words that tie the thing to the kind without saying it is one, stopwords as most are: "is the portfolio built *like* a
// game?" (it is built like a game menu), "is eBuddies *for* games?" (for gamers). Its card says how. Working or running
// on a platform asks a quality ("does Tic Tac Tactics work on android?": qualities.ts), and making with a kind asks how
// it was made ("was AI used to build this site?"), which content does not say.
const RELATED = new Set(
  'about for like with than into on from built made based similar work works working run runs look looks ok okay playable build make create write develop code'.split(
    ' ',
  ),
);
// Having or using a kind is asked yes or no only of a kind work has ("does Tic Tac Tactics have AI?"), not of one it is:
// "does eBuddies have games?" asks what is in it, which its card says.
const HAVING = new Set('have has had use uses used using include includes including'.split(' '));
// Each kind's words, to take out of a question: compiled once, not per question.
const KIND_WORDS = WORK_KINDS.map(
  (k) => new RegExp(`\\b(?:${k.asked}${k.loosely ? `|${k.loosely}` : ''})\\b`, 'g'),
);

/** The question's words once every kind's words go. */
function besideKinds(q: string): string[] {
  let rest = q;
  for (const words of KIND_WORDS) rest = rest.replace(words, ' ');
  return rest.split(' ').filter(Boolean);
}

/**
 * Whether the (normalised) question only asks if something is of the `kinds` it names, once the words of the names
 * it was found to hold (`names`, typed with a letter off: "cupids quill") and the `ignore`d words go.
 */
export function asksIfOfKind(
  q: string,
  names: readonly string[],
  ignore: ReadonlySet<string>,
  kinds: readonly KindOfWork[],
): boolean {
  if (!YES_NO.test(q)) return false;
  const had = kinds.every((k) => k.kind.had);
  const named = names.flatMap((n) => n.split(' '));
  const ofName = (w: string) =>
    named.some((n) => n === w || (w.length >= 4 && n[0] === w[0] && editDistance(w, n, 1) <= 1));
  return besideKinds(q).every(
    (w) =>
      !RELATED.has(w) &&
      (had || !HAVING.has(w)) &&
      (isStopword(w) || ignore.has(w) || WITH_A_KIND.has(w) || HAVING.has(w) || ofName(w)),
  );
}

/** Whether the (normalised) question is only kinds of work ("mobile games?", "games for android"), once stopwords and the `ignore`d words go. */
export const onlyKinds = (q: string, ignore: ReadonlySet<string>) =>
  besideKinds(q).every((w) => isStopword(w) || ignore.has(w) || WITH_A_KIND.has(w));
