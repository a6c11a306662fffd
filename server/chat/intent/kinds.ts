import type { Owner } from '../../../content';
import { mentions } from '../patterns';
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
  /** What content calls work of this kind. */
  said: RegExp;
  /** Said of one item and of several ("is a game", "are games"). */
  is: string;
  are: string;
  /** The kind's own word where content uses it in another sense: what the answer may show when no work is of the kind. */
  near?: RegExp;
}

/** A pattern of words found only whole: not inside a longer word, nor joined to another by a hyphen. */
const whole = (source: string) => new RegExp(`(?<![\\w-])(?:${source})(?![\\w-])`, 'i');

export const WORK_KINDS: readonly WorkKind[] = [
  {
    id: 'mobile',
    asked: 'mobile (apps?|applications?|projects?|games?|development|developer|dev|versions?)|android|ios|iphone|ipad|phone apps?|native apps?|react native|flutter|app store|play store',
    said: whole('mobile apps?|mobile applications?|android|ios|iphone|ipad|react native|flutter|app store|play store'),
    is: 'is a mobile app',
    are: 'are mobile apps',
    near: /\bmobile\b/i,
  },
  {
    id: 'shop',
    asked: 'e commerce|ecommerce|online (shops?|stores?)|web shops?|webshops?|shops?|shopping|storefronts?|checkouts?|marketplaces?',
    said: whole('e-?commerce|online (?:shop|store)s?|web ?shops?|shopping|storefronts?|checkout|marketplaces?'),
    is: 'is an online shop',
    are: 'are online shops',
  },
  {
    id: 'blockchain',
    asked: 'blockchains?|crypto|cryptocurrenc\\w*|web3|nfts?|smart contracts?|ethereum|bitcoin|solidity|defi',
    said: whole('blockchains?|crypto|cryptocurrenc\\w*|web3|nfts?|smart contracts?|ethereum|bitcoin|solidity'),
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
    asked: 'ai|artificial intelligence|chat ?bots?|chat assistants?|ai assistants?|large language models?|gpt|openai',
    said: whole('ai|artificial intelligence|chat ?bots?|large language models?'),
    is: 'has AI in it',
    are: 'have AI in them',
  },
  {
    id: 'game',
    asked: 'games?',
    said: whole('games?'),
    is: 'is a game',
    are: 'are games',
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
      ...owner.projects.filter((p) => kind.said.test(`${p.title}. ${p.summary}`)).map((p) => ({ kind: 'project' as const, id: p.slug })),
      ...owner.hackathons.filter((h) => kind.said.test(`${h.title}. ${h.description.app}`)).map((h) => ({ kind: 'hackathon' as const, id: h.slug })),
      ...entries.filter((e) => kind.said.test(`${e.title}. ${e.content}`)).map((e) => ({ kind: 'entry' as const, id: e.id })),
    ],
  }));
}

/** The kind of work the (normalised) question names, if it names one. */
export const kindAsked = (q: string, kinds: readonly KindOfWork[]): KindOfWork | undefined => kinds.find((k) => mentions(q, k.kind.asked));
