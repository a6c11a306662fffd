import type { Work } from '../catalogue';
import { isWork, type Ctx } from './context';
import { itemLink, answer, type Answer } from './markdown';
import { listing } from '../text';
import { soloEntry } from '../facts';
import * as work from './work';

// "Which of those did he build on his own, outside a hackathon?": the pieces of work the last
// answer named, narrowed to projects or to hackathon entries.

const WHICH =
  /\b(?:which|what) (?:of|one of) (?:those|them|these|the two|both)\b|\bwhich (?:ones?|of those)\b|^(?:and )?which (?:hackathons?|projects?)$/;
// "Give me an example from a hackathon": one of those in view, told whole.
const EXAMPLE = /\bexamples? (?:from|of|at|in)\b/;
const HACKATHON = /\b(?:hackathons?|jams?|hack)\b/;
const NOT =
  /\b(?:outside|not|apart from|besides|except|other than|beyond|away from)\s+(?:\w+\s+){0,2}(?:hackathons?|jams?|hack)\b/;
const OWN =
  /\b(?:on (?:his|her|their) own|solo|alone|by (?:himself|herself|themselves)|personal|side projects?)\b/;

// What the work in view is where none of it is of the type asked.
const OTHERS = { own: 'team entries', project: 'hackathon entries', hackathon: 'projects' } as const;

/** The projects, or the hackathon entries, among the work in view that a follow-up asks which of. */
export function inViewOfType(ctx: Ctx): Answer | undefined {
  const text = ctx.q.words.join(' ');
  const example = EXAMPLE.test(text);
  if (!WHICH.test(text) && !example) return undefined;
  const inView = ctx.focus.filter(isWork);
  if (inView.length < 2) return undefined;
  const own = !NOT.test(text) && OWN.test(text);
  const projects = NOT.test(text) || own;
  if (!projects && !HACKATHON.test(text)) return undefined;
  const type = projects ? 'project' : 'hackathon';
  // Made alone: a project, or a hackathon entry the owner entered solo.
  const shown = inView.filter((w) => w.type === type || (own && soloEntry(w)));
  if (!shown.length)
    return answer(
      `None of those: ${listing(inView.map((w) => itemLink(w)))} ${inView.length === 2 ? 'are both' : 'are all'} ${OTHERS[own ? 'own' : type]}.`,
      inView,
    );
  if (shown.length === 1) return work.card(ctx, shown[0] as Work);
  if (example) {
    const one = work.card(ctx, shown[0] as Work);
    const also = shown.slice(1).map((w) => itemLink(w));
    return answer(`${one.text}\n\nOthers of those: ${listing(also)}.`, [
      shown[0]!.id,
      ...(also.length ? shown.slice(1).map((w) => w.id) : []),
    ]);
  }
  return answer(`${listing(shown.map((w) => itemLink(w)))}.`, shown);
}
