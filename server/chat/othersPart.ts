import type { Tech, Work } from './catalogue';
import { FUNCTION_WORDS } from './lexicon/english';
import { normalize } from './text';

// The parts of a piece of work its own words give to someone else: "Joris wrote the whole frontend
// in Vue", "he built the React app, and I did only the API". A technology named only in such parts
// is the team's, not the owner's.

// A clause whose doer is someone named, a pronoun for them, or a friend or teammate, and a verb of
// making within a few words; "…for iOS and Android built in Flutter" is a participle, not a doer.
const DOER =
  /^(?:my |our |a |one )?(?:(?:he|she|they)|(?:friend|partner|teammate|colleague|co-?founder|cofounder|brother|sister|wife|husband|classmate)s?(?: \p{Lu}[\p{L}'’-]+)*|\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?)(?: \w+)? (?:wrote|built|made|did|coded|developed|handled|owned|created|implemented|programmed|took care of|was responsible for)\b(?! (?:in|with|on|using|by)\b)/u;
const OWN_DOER = /^(?:i|we)\b/i;
const CLAUSES = /[:;,()]|\s(?:and|but|while|whereas|whilst)\s/;
const SENTENCES = /(?<=[.!?])\s+/;

const cache = new WeakMap<Work, ReadonlySet<string>>();

const textOf = (w: Work) =>
  w.type === 'project'
    ? w.project.description
    : `${w.hackathon.description.role} ${w.hackathon.description.app}`;

/** Whether a clause's doer is someone other than the owner; "React handled the UI" names a tool, not a person. */
function byOther(clause: string, stack: readonly string[]): boolean {
  if (!DOER.test(clause) || OWN_DOER.test(clause)) return false;
  if (stack.some((n) => `${normalize(clause)} `.startsWith(`${n} `))) return false;
  const first = normalize(clause.split(' ')[0] ?? '');
  // "The backend was…", "Everything ran…": no person; a pronoun for one is.
  return ['he', 'she', 'they'].includes(first) || !FUNCTION_WORDS.has(first);
}

/** The normalised stack names of a piece of work that its own words give only to someone else. */
export function othersPart(w: Work, stack: readonly string[]): ReadonlySet<string> {
  const known = cache.get(w);
  if (known) return known;
  const names = (clause: string) => {
    const words = ` ${normalize(clause)} `;
    return stack.map(normalize).filter((n) => n && words.includes(` ${n} `));
  };
  // A clause without a doer of its own ("a Node.js API" after "he built the whole backend,") is
  // the last doer's, within its sentence.
  const theirs: string[] = [];
  const mine: string[] = [];
  for (const sentence of textOf(w).split(SENTENCES)) {
    let other = false;
    for (const clause of sentence.split(CLAUSES).map((c) => c.trim())) {
      if (byOther(clause, stack.map(normalize))) other = true;
      else if (OWN_DOER.test(clause)) other = false;
      (other ? theirs : mine).push(...names(clause));
    }
  }
  const others = new Set(theirs.filter((n) => !mine.includes(n)));
  cache.set(w, others);
  return others;
}

// A hackathon role on one side of the stack ("backend", "front end"); a full-stack role is both.
const BACK_ROLE = /\b(?:back ?-?end|api|server|database)\b/i;
const FRONT_ROLE = /\b(?:front ?-?end)\b/i;
const BOTH_ROLE = /\bfull ?-?stack\b/i;

/**
 * Whether a technology of a hackathon entry is the other side's: the owner's roles are all on one
 * side ("backend") and neither the role's own words nor a script language shared by both sides name it.
 */
export function otherSide(w: Work, tech: Tech): boolean {
  if (w.type !== 'hackathon') return false;
  const roles = w.hackathon.roles;
  const back = roles.some((r) => BACK_ROLE.test(r));
  if (roles.some((r) => BOTH_ROLE.test(r)) || back === roles.some((r) => FRONT_ROLE.test(r))) return false;
  const said = ` ${normalize(w.hackathon.description.role)} `;
  if (tech.names.some((n) => said.includes(` ${n} `))) return false;
  const shared = tech.kind === 'language' && /script/i.test(tech.title);
  return back ? tech.area === 'web' && !shared : tech.area === 'backend';
}
