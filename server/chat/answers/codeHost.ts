import type { Tech } from '../catalogue';
import { linksOf, newestFirst } from '../facts';
import { listing } from '../text';
import type { Ctx } from './context';
import { itemLink, link } from './markdown';
import { CODE_HOSTS, isOn } from '../lexicon/hosts';

/**
 * "Does she use GitHub?" of an owner who lists no such skill but keeps code there: yes, by the
 * profile and the repositories the site links; undefined where the site links nothing there.
 */
export function codeHostUse(
  ctx: Ctx,
  tech: Tech,
): { text: string; listed: boolean; items: string[] } | undefined {
  const host = CODE_HOSTS[tech.title];
  if (!host) return undefined;
  const profile = [ctx.cat.owner.github].filter((url) => url && isOn(url, host));
  const work = newestFirst(ctx.cat.work.filter((w) => linksOf(w).some((l) => isOn(l.url, host))));
  if (!profile.length && !work.length) return undefined;
  const at = profile.length
    ? ` ${ctx.v.their.charAt(0).toUpperCase()}${ctx.v.their.slice(1)} profile: ${link(profile[0]!.replace(/^https?:\/\//, ''), profile[0])}.`
    : '';
  const repos = work.length
    ? ` The site links ${work.length === 1 ? 'a repository' : 'repositories'} there for ${listing(work.slice(0, 6).map(itemLink))}${work.length > 6 ? ` and ${work.length - 6} more` : ''}.`
    : '';
  return {
    text: `Yes: ${ctx.v.name} keeps code on ${tech.title}, though it is not among ${ctx.v.their} listed skills.${at}${repos}`,
    listed: true,
    items: work.map((w) => w.id),
  };
}
