// What the visitor is asking for. Intents pick which facts to show; the facts themselves come from content/.
// Items are named by id (a project's, team's or category's slug, an about entry's id), never by position.

export type ItemKind = 'project' | 'hackathon' | 'category' | 'entry';

export interface ItemRef {
  kind: ItemKind;
  id: string;
}

export type Intent =
  | { kind: 'greeting'; tone: 'hello' | 'thanks' | 'bye' }
  | { kind: 'unknown'; workTerms?: true }
  /** "Did Kai's team win?": content never says; the hackathons named (all when none is) are what it does say. */
  | { kind: 'prizes'; slugs: string[] }
  /** How to reach the owner; `startDate` when asked when they could start, which the site never says. */
  | { kind: 'contact'; cv: boolean; startDate?: boolean }
  /** The age now, or then: in a year, or when the owner started coding. */
  | { kind: 'age'; then?: number | 'coding' }
  | { kind: 'hackathon'; slugs: string[] }
  | { kind: 'project'; slugs: string[] }
  | { kind: 'category'; slugs: string[]; asTitle: boolean }
  /** Where the technologies are used; only in the projects or at the hackathons when asked of them ("which hackathon used React?"). */
  | { kind: 'tech'; titles: string[]; scope?: 'projects' | 'hackathons'; both?: true }
  /** The projects (of one year, when the question names it), or the latest or earliest of them. */
  | { kind: 'projects'; pick: 'all' | 'latest' | 'earliest'; year?: number }
  /** All the hackathons (oldest first; of one year, when the question names it), or the first or latest one;
   * `roleIn`: only those where the owner's role, in the owner's words, was in those skill categories ("was he a frontend dev?"). */
  | {
      kind: 'hackathons';
      withRoles: boolean;
      pick?: 'latest' | 'earliest';
      year?: number;
      roleIn?: string[];
      theme?: true;
      role?: string;
    }
  | { kind: 'skills' }
  /** "Which databases has Kai used?": the skills whose description on the Skills page names that kind ("database"). */
  | { kind: 'techKind'; what: string; scope?: 'projects' | 'hackathons' }
  | { kind: 'topic'; terms: string[] }
  /** "Any mobile apps?", "any AI projects?": the work of those kinds (WorkKind ids; of every one, or of any with `either`:
   * "games or mobile apps"), or that none is, and what there is; `pick`: only the latest or earliest of it ("his newest
   * game"), of the hackathon entries only with `scope`. */
  | { kind: 'workKind'; what: string[]; either?: true; pick?: 'latest' | 'earliest'; scope?: 'hackathons' }
  /** "Is Snake a game?", "is it a mobile app?": whether each item is of the kinds (WorkKind ids), by the kinds' own rule. */
  | { kind: 'ofKind'; items: ItemRef[]; what: string[]; either?: true }
  /** "Is his portfolio mobile friendly?": what the items' own sentences say of a quality (a Quality's id), or that they say
   * nothing; without `items`, of all the projects ("are his projects responsive?"), or the hackathon entries with `scope`. */
  | { kind: 'quality'; what: string; items?: ItemRef[]; scope?: 'hackathons' }
  /** Where the owner led: the hackathon teams (and the career, for 'all'); `slugs`: whether of these teams. */
  | { kind: 'leadership'; scope: 'hackathons' | 'all'; slugs?: string[] }
  | { kind: 'seniority' }
  | { kind: 'background' }
  | { kind: 'role'; ids: string[] }
  /** The education; `degree` when asked for a degree, which the answer says plainly if content lists none;
   * `resources` when asked what the owner learned from ("what resources did he use?"): the sentences that name them. */
  | { kind: 'education'; degree?: boolean; resources?: true }
  /** The whole career, what the owner does now, or the first role (of all, or since the switch to code). */
  | { kind: 'career'; current: boolean; first?: 'any' | 'tech'; title?: true }
  | { kind: 'profile'; focus: 'who' | 'location' | 'hobbies' | 'name' }
  /** When or how long: of the named items or technologies, else of the entries the terms find (the education when they
   * are only study words: "when did Kai graduate?"; the current job when asked of it), else of the owner's coding. */
  | {
      kind: 'when';
      items: ItemRef[];
      terms: string[];
      techs?: string[];
      studies?: boolean;
      current?: boolean;
      paid?: boolean;
    }
  /** "What did Kai do in 2022?": the entries whose years take in that year, and the work dated in it. */
  | { kind: 'year'; year: number }
  /** A follow-up about one item just shown that its own sentences answer ("is it accessible?", "how hard is the AI?"). */
  | { kind: 'detail'; item: ItemRef }
  /** A follow-up asking only for the links of the items just shown ("link?", "demo?"). */
  | { kind: 'links'; items: ItemRef[] }
  /** A follow-up asking what the items of the previous answer are built with (of the categories' skills, when named). */
  | { kind: 'stack'; items: ItemRef[]; categories: string[] }
  /** A follow-up choosing among the items just shown by their dates ("which is the newest?", "which one was the longest?"). */
  | { kind: 'pick'; items: ItemRef[]; by: 'newest' | 'oldest' | 'longest' | 'shortest' }
  /** A follow-up asking which of the items just shown are projects, or hackathon entries ("which projects use it?"), or are of one year ("which were in 2024?"). */
  | { kind: 'list'; items: ItemRef[]; year?: number }
  /** A follow-up narrowing the items of the previous answer to those built with the technologies. */
  | { kind: 'subset'; items: ItemRef[]; techs: string[] }
  /** The projects and hackathon entries built with any skill of the categories (only the projects or hackathons when asked of them). */
  | { kind: 'uses'; slugs: string[]; scope?: 'projects' | 'hackathons' }
  | { kind: 'search' };

export type IntentKind = Intent['kind'];
