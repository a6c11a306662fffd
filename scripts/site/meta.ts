// What the build says about the owner to browsers, crawlers and link previews, all from content: each
// page's head (description, Open Graph, canonical address, the home page's schema.org Person), the web
// app manifest, sitemap.xml, robots.txt and llms.txt.
import type { Owner } from '../../content/schema';
import { routePagesFor } from '../../contracts/pages';
import { itemUrl } from '../../contracts/items';
import { shareCardSrc } from './pictures';

/**
 * SITE_URL, the site's public origin ("https://example.dev"), makes every address the build writes
 * absolute, as link previews and sitemaps need. Without it they stay relative, with a warning.
 */
export function siteUrl(value = process.env.SITE_URL): string | undefined {
  if (!value?.trim()) return undefined;
  const url = new URL(value.trim());
  if (!/^https?:$/.test(url.protocol)) throw new Error(`SITE_URL must be an http(s) address, not ${value}`);
  return url.origin + url.pathname.replace(/\/+$/, '');
}
export const SITE_URL_WARNING =
  'SITE_URL is not set: sitemap.xml, robots.txt, og:image and canonical addresses are relative, so link ' +
  'previews and search engines cannot use them. Build with SITE_URL=https://your.domain npm run build.';

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** What a page says of itself when shared: a route or one entry's address. */
interface Shared {
  title: string;
  description: string;
  image: string;
}

/** Every address the site has a page for, with what it shares: routes first, then their entries. */
export function addresses(owner: Owner): Map<string, Shared> {
  const home = {
    title: `${owner.name} - ${owner.subtitle}`,
    description: `${owner.name}, ${owner.subtitle}. ${owner.tagline}`,
    image: shareCardSrc('home'),
  };
  const map = new Map<string, Shared>();
  for (const page of routePagesFor({ hackathons: owner.hackathons.length > 0 })) {
    map.set(page.path, page.path === '/' ? home : { ...home, title: `${owner.name} - ${page.title}` });
  }
  for (const section of owner.about)
    map.set(itemUrl('/', section.id), { ...home, title: `${section.label} - ${owner.name}` });
  for (const category of owner.skills)
    map.set(itemUrl('/skills', category.slug), {
      ...home,
      title: `${category.name} skills - ${owner.name}`,
      description: `${category.name}: ${category.skills.map((s) => s.title).join(', ')}.`,
    });
  for (const p of owner.projects)
    map.set(itemUrl('/projects', p.slug), {
      title: `${p.title} - ${owner.name}`,
      description: p.summary,
      image: shareCardSrc('projects', p.slug),
    });
  for (const h of owner.hackathons)
    map.set(itemUrl('/hackathons', h.slug), {
      title: `${h.title} (team ${h.team}) - ${owner.name}`,
      description: h.description.app,
      image: shareCardSrc('hackathons', h.slug),
    });
  return map;
}

const absolute = (base: string | undefined, path: string) => (base ? `${base}${path}` : path);

/** The schema.org Person the home page describes, as JSON-LD. */
export function personJsonLd(owner: Owner, base?: string) {
  const current = owner.about
    .flatMap((s) => s.entries)
    .find((e) => e.end === 'present' && e.organisation && e.field !== 'other');
  const awards = owner.hackathons.flatMap((h) =>
    h.result ? [`${h.result}, ${h.event} (${h.title}, team ${h.team})`] : [],
  );
  const person = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: owner.name,
    givenName: owner.firstName,
    jobTitle: owner.subtitle,
    description: owner.tagline,
    address: owner.location,
    ...(base ? { url: `${base}/`, image: `${base}${shareCardSrc('home')}` } : {}),
    sameAs: [owner.github, owner.linkedin],
    ...(current?.organisation ? { worksFor: { '@type': 'Organization', name: current.organisation } } : {}),
    knowsAbout: owner.skills.flatMap((c) => c.skills.map((s) => s.title)),
    ...(awards.length ? { award: awards } : {}),
  };
  // "<" escaped so no text in content can close the script element.
  return JSON.stringify(person).replace(/</g, '\\u003c');
}

/** The tags a page's head gets, for its address (a route path or an entry's address). */
export function headTags(owner: Owner, address: string, base?: string): string {
  const shared = addresses(owner).get(address);
  if (!shared) return '';
  const tags = [
    `<meta property="og:type" content="${address === '/' ? 'profile' : 'website'}">`,
    `<meta property="og:site_name" content="${escape(owner.name)}">`,
    `<meta property="og:title" content="${escape(shared.title)}">`,
    `<meta property="og:description" content="${escape(shared.description)}">`,
    `<meta property="og:image" content="${escape(absolute(base, shared.image))}">`,
    '<meta property="og:image:width" content="1200">',
    '<meta property="og:image:height" content="630">',
    `<meta property="og:image:alt" content="${escape(shared.title)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    ...(base
      ? [
          `<link rel="canonical" href="${escape(base + address)}">`,
          `<meta property="og:url" content="${escape(base + address)}">`,
        ]
      : []),
    ...(address === '/' ? [`<script type="application/ld+json">${personJsonLd(owner, base)}</script>`] : []),
  ];
  return tags.join('');
}

export function manifest(owner: Owner) {
  return JSON.stringify(
    {
      name: `${owner.name} - Portfolio`,
      short_name: owner.firstName,
      description: `${owner.name}, ${owner.subtitle}. ${owner.tagline}`,
      start_url: '/',
      display: 'standalone',
      background_color: '#070b17',
      theme_color: '#070b17',
      icons: [192, 512].map((size) => ({
        src: `/icons/icon-${size}.png`,
        sizes: `${size}x${size}`,
        type: 'image/png',
      })),
    },
    null,
    2,
  );
}

export function sitemap(owner: Owner, base?: string) {
  const urls = [...addresses(owner).keys()].map(
    (a) => `  <url><loc>${escape(absolute(base, a))}</loc></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

// A Sitemap line must be an absolute address; without SITE_URL robots.txt names none rather than
// an invalid one (crawlers still find /sitemap.xml, and SEO audits pass).
export const robots = (base?: string) =>
  `User-agent: *\nAllow: /\n${base ? `\nSitemap: ${absolute(base, '/sitemap.xml')}\n` : ''}`;

/** A plain summary for language models (llmstxt.org): who, what, and where each entry's page is. */
export function llmsTxt(owner: Owner, base?: string) {
  const link = (title: string, address: string, note: string) =>
    `- [${title}](${absolute(base, address)}): ${note}`;
  const sections = [
    `# ${owner.name}`,
    `> ${owner.subtitle} in ${owner.location}. ${owner.tagline}`,
    `GitHub: ${owner.github}\nLinkedIn: ${owner.linkedin}`,
    '## About',
    owner.about
      .map((s) => link(s.label, itemUrl('/', s.id), s.entries.map((e) => e.title).join('; ')))
      .join('\n'),
    '## Skills',
    owner.skills
      .map((c) => link(c.name, itemUrl('/skills', c.slug), c.skills.map((s) => s.title).join(', ')))
      .join('\n'),
    '## Projects',
    owner.projects
      .map((p) => link(p.title, itemUrl('/projects', p.slug), `${p.summary} (${p.year})`))
      .join('\n'),
    ...(owner.hackathons.length
      ? [
          '## Hackathons',
          owner.hackathons
            .map((h) =>
              link(
                h.title,
                itemUrl('/hackathons', h.slug),
                `team ${h.team}, ${h.event} (${h.date})${h.result ? `, result: ${h.result}` : ''}`,
              ),
            )
            .join('\n'),
        ]
      : []),
    '## Optional',
    link(
      'Chat with the assistant',
      '/chatbot',
      `questions about ${owner.firstName}'s work, answered from this content`,
    ),
  ];
  return `${sections.join('\n\n')}\n`;
}
