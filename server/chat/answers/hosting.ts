import type { Work } from '../catalogue';
import { linksOf, newestFirst } from '../facts';
import { hostOf } from '../lexicon/hosts';
import { listing } from '../text';
import { isWork, namedItems, type Ctx } from './context';
import { itemLinkAnswer, itemStack } from './work';
import { answer, itemLink, link, type Answer } from './markdown';

// "Where does he deploy stuff?": where the owner's live work runs, read from its links' hosts, with
// the listed platform skills. The site says no more than that.

// Listed skills that are places to deploy to.
const HOSTING_SKILLS = new Set(
  'AWS|Azure|Google Cloud|Heroku|Vercel|Netlify|Firebase|Fly.io|Render|Cloudflare|DigitalOcean|Kubernetes|Docker|Railway|Supabase'.split(
    '|',
  ),
);

/** "Where is eBuddies deployed?": the host each live link of the work named runs on, with the link. */
function hostOfOne(ctx: Ctx, work: readonly Work[]): Answer {
  const lines = work.flatMap((w) =>
    linksOf(w)
      .filter((l) => l.label !== 'GitHub' && hostOf(l.url))
      .map((l) => `${itemLink(w)} runs on ${hostOf(l.url)}: ${link(l.label, l.url)}.`),
  );
  return lines.length ? answer(lines.join('\n'), [...work]) : itemLinkAnswer(ctx);
}

export function hosting(ctx: Ctx): Answer {
  // One piece of work named: where it is ("where is eBuddies hosted?") or what it uses for hosting.
  const named = namedItems(ctx).filter(isWork);
  if (named.length) return ctx.q.words[0] === 'where' ? hostOfOne(ctx, named) : itemStack(ctx);
  const byHost = new Map<string, Work[]>();
  for (const w of newestFirst(ctx.cat.work))
    for (const l of linksOf(w).filter((l) => l.label !== 'GitHub')) {
      const host = hostOf(l.url);
      if (!host) continue;
      const on = byHost.get(host) ?? [];
      if (!on.includes(w)) byHost.set(host, [...on, w]);
    }
  const platforms = ctx.cat.techs.filter((t) => t.listed && HOSTING_SKILLS.has(t.title));
  if (!byHost.size && !platforms.length)
    return answer(
      `The site doesn't say where ${ctx.v.name} deploys, and none of the work on it has a live link.`,
      [],
      'not-on-site',
    );
  // The platforms with the most work first: where the owner mostly deploys.
  const hosts = [...byHost].sort((a, b) => b[1].length - a[1].length);
  const lines = hosts.map(([host, work]) => `- ${host}: ${listing(work.map(itemLink))}`);
  const skills = platforms.length ? `Listed platform skills: ${listing(platforms.map((t) => t.title))}.` : '';
  if (!byHost.size) return answer(`No work on the site has a live link. ${skills}`, []);
  return answer(
    `Going by the live links, ${ctx.v.name}'s work runs on ${listing(hosts.map(([h]) => h))}:\n${lines.join('\n')}${skills && `\n${skills}`}`,
    [...new Set(hosts.flatMap(([, w]) => w))],
  );
}
