import { stemmer } from 'stemmer';
import { listing, tokens } from '../text';
import type { Ctx } from './context';
import { answer, itemLink, type Answer } from './markdown';

// "+Did he design it?", "+did she lead it?", "+did he do the backend?" of the one hackathon entry in
// view: yes or no from the owner's roles in it, with the owner's own words on their part.

// The question's words for a part of the work, by the role words they match.
const PARTS: Record<string, readonly string[]> = {
  design: ['design', 'designer', 'ui', 'ux'],
  designed: ['design', 'designer', 'ui', 'ux'],
  lead: ['lead', 'leader', 'captain', 'manager', 'master'],
  led: ['lead', 'leader', 'captain', 'manager', 'master'],
  backend: ['back', 'backend', 'full'],
  frontend: ['front', 'frontend', 'full'],
  pitch: ['pitch', 'presenter', 'presentation'],
  pitched: ['pitch', 'presenter', 'presentation'],
  present: ['pitch', 'presenter', 'presentation'],
  presented: ['pitch', 'presenter', 'presentation'],
};
// "Did he do the back end?": the part said in two words.
const joined = (words: readonly string[]) =>
  words
    .join(' ')
    .replace(/\bback end\b/g, 'backend')
    .replace(/\bfront end\b/g, 'frontend')
    .split(' ');

export function roleInView(ctx: Ctx): Answer | undefined {
  const w = ctx.focus.length === 1 ? ctx.focus[0]! : undefined;
  if (!ctx.q.yesNo || !w || w.type !== 'hackathon') return undefined;
  // "The backend" may be read as a skill category or a role: the part asked, not another subject.
  const other = (t: string) => !['owner', 'category', 'role', 'area'].includes(t);
  if (ctx.q.found.some((f) => other(f.entity.type) && !(f.entity.type === 'item' && f.entity.item === w)))
    return undefined;
  const words = joined(ctx.q.words);
  const part = words.find((x) => PARTS[x]);
  if (!part || !words.some((x) => x === 'it' || x === 'that' || x === 'the' || x === 'its')) return undefined;
  const roles = w.hackathon.roles;
  const held = roles.filter((r) =>
    tokens(r).some((t) => PARTS[part]!.some((p) => stemmer(t) === stemmer(p))),
  );
  const own = ` In ${ctx.v.their} own words: “${w.hackathon.description.role}”`;
  if (held.length)
    return answer(
      `Yes: ${ctx.v.name}'s ${roles.length > 1 ? 'roles' : 'role'} in ${itemLink(w)}: ${listing(roles)}.${own}`,
      [w],
    );
  return answer(
    `No, not as a role the site lists: ${ctx.v.name}'s ${roles.length > 1 ? 'roles' : 'role'} in ${itemLink(w)}: ${listing(roles)}.${own}`,
    [w],
  );
}

// Tables read by a visitor's words have no prototype: "constructor" is a word, not a key.
for (const table of [PARTS]) Object.setPrototypeOf(table, null);
