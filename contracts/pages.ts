// The site's pages, one line each: the path, the page name (the tab title and the navigation's label)
// and the view that draws it (src/views/<view>.tsx). `items` pages give each entry an address of its
// own (/projects?item=ebuddies, /?item=career, see items.ts). Everything else is derived from this table: the
// router's routes, the navigation bar (icons in public/icons/nav/<key>.svg, shown from the sprite contracts/shellIcons.ts names), the prerendered pages, the
// routes the server answers with 200, and the pages the assistant links to. Adding a page is one line
// here, and its view.
import { shellIconSrc } from './shellIcons';

export const pages = {
  about: { path: '/', title: 'About', view: 'about/AboutView', items: true },
  skills: { path: '/skills', title: 'Skills', view: 'skills/SkillsView', items: true },
  projects: { path: '/projects', title: 'Projects', view: 'projects/ProjectsView', items: true },
  hackathons: { path: '/hackathons', title: 'Hackathons', view: 'hackathons/HackathonsView', items: true },
  chatbot: { path: '/chatbot', title: 'Chatbot', view: 'chatbot/ChatbotView' },
  contact: { path: '/contact', title: 'Contact', view: 'contact/ContactView' },
} as const;

/**
 * Any other path draws the not-found page. Its path is no route: '$' is its key where pages are
 * listed by path (the prerender's build-config.json, the no-JavaScript notices).
 */
export const notFoundPage = {
  path: '$',
  title: '404 - Page Not Found',
  view: 'not-found/NotFoundView',
} as const;
export const NOT_FOUND_PATH = notFoundPage.path;

export type PageKey = keyof typeof pages;
export type RoutePage = (typeof pages)[PageKey];
export type Page = RoutePage | typeof notFoundPage;
export type PagePath = Page['path'];

/** The routes, in the navigation's order. */
export const routePages: readonly RoutePage[] = Object.values(pages);

/** Every page the build prerenders: the routes, then the not-found page. */
export const allPages: readonly Page[] = [...routePages, notFoundPage];

/** A navigation bar item (to, imgSrc, altText, navClass, title): one per route. */
export interface NavItem {
  to: string;
  imgSrc: string;
  altText: string;
  navClass: string;
  title: string;
}

export const navigation: readonly NavItem[] = (Object.keys(pages) as PageKey[]).map((key) => {
  const { path, title } = pages[key];
  return { to: path, imgSrc: shellIconSrc('nav', key), altText: title, navClass: `nav-${key}`, title };
});

/** Which of the owner's optional lists have entries (content/presence.ts says, from content). */
export interface OwnerPresence {
  hackathons: boolean;
}

// A page that lists entries of a kind the owner has none of is no page at all: no route, no
// navigation item, no prerendered file, no sitemap entry.
const shown = (has: OwnerPresence) => (path: string) => path !== pages.hackathons.path || has.hackathons;

/** The routes the owner's site has, in the navigation's order. */
export const routePagesFor = (has: OwnerPresence): readonly RoutePage[] =>
  routePages.filter((page) => shown(has)(page.path));

/** Every page the build prerenders for the owner: their routes, then the not-found page. */
export const allPagesFor = (has: OwnerPresence): readonly Page[] => [...routePagesFor(has), notFoundPage];

/** The navigation bar's items for the owner's routes. */
export const navigationFor = (has: OwnerPresence): readonly NavItem[] =>
  navigation.filter((item) => shown(has)(item.to));
