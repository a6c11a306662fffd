import { faqItemId, type Item } from '../catalogue';
import { careerOf, educationOf, newestFirst } from '../facts';
import { proseOfItem, sentencesOf } from '../passages';
import { listing } from '../text';
import type { Ctx } from './context';
import { at } from './entryText';
import { leadRole } from './leadOf';
import { itemLink } from './markdown';

// "Why should we hire her?": the call is the visitor's, but the site's own case is made from what it
// holds: the owner's words on their strengths, wins, lead roles, graded studies and work with figures.

// An owner's faq phrasing on what they are good at: "What is your greatest strength?".
const STRENGTH_ASKED =
  /\b(?:strengths?|strongest|good at|best at|why (?:should|would) (?:we|i|you) hire|stand out)\b/i;
// A placing that is a win or a prize of its own.
const WON = /\b(?:1st|first|winner|won|grand prize|champion|best|award)\b/i;
// A sentence of a piece of work that gives its reach in figures.
const REACH =
  /\d[\d,.]*\+?\s*(?:k\b|m\b|million\b)?\s+(?:[\w-]+\s+){0,3}(?:users|downloads|stars|customers|subscribers|visitors|players|installs|clubs|teams|contributors)\b/i;

/** The lines of the site's own case for the owner, each only where the data has it. */
export function hiringCase(ctx: Ctx): { lines: string[]; items: Item[] } {
  const own = (ctx.cat.owner.faq ?? []).find((f) => f.questions.some((q) => STRENGTH_ASKED.test(q)));
  const wins = newestFirst(ctx.cat.work).filter(
    (w) => w.type === 'hackathon' && !!w.hackathon.result && WON.test(w.hackathon.result),
  );
  const leads = careerOf(ctx.cat).filter((e) => leadRole(e.entry.role ?? e.title));
  const teamLeads = newestFirst(ctx.cat.work).flatMap((w) =>
    w.type === 'hackathon' ? w.hackathon.roles.filter(leadRole).map((r) => ({ w, r })) : [],
  );
  const graded = educationOf(ctx.cat).filter((e) => e.entry.result);
  const reach = newestFirst(ctx.cat.work)
    .flatMap((w) => {
      const said = sentencesOf(proseOfItem(w)).find((x) => REACH.test(x));
      return said ? [{ w, said }] : [];
    })
    .slice(0, 2);
  const lines = [
    own ? `- In ${ctx.v.their} own words: “${own.answer}”` : '',
    leads.length || teamLeads.length
      ? `- Lead roles: ${listing([...leads.map((e) => `${itemLink(e)}${at(e)}`), ...teamLeads.map(({ w, r }) => `${r} of ${itemLink(w)}`)])}`
      : '',
    wins.length
      ? `- Hackathon wins: ${wins.map((w) => (w.type === 'hackathon' ? `${itemLink(w)}: ${w.hackathon.result}` : '')).join('; ')}`
      : '',
    graded.length
      ? `- Studies: ${listing(graded.map((e) => `${itemLink(e)}${at(e)}, ${e.entry.result}`))}`
      : '',
    ...reach.map(({ w, said }) => `- ${itemLink(w)}: “${said}”`),
  ].filter(Boolean);
  const items: Item[] = [
    ...(own ? [ctx.cat.items.get(faqItemId(ctx.cat, own))!] : []),
    ...leads,
    ...teamLeads.map(({ w }) => w),
    ...wins,
    ...graded,
    ...reach.map(({ w }) => w),
  ];
  return { lines, items };
}
