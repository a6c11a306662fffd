// The site's routes as data: the path, the page name shown in the tab title, and the view that draws
// it (src/views/<view>.tsx). The router builds its routes from this list, and the build prerenders one
// page per entry (scripts/build/prerender.ts). `items` pages give each entry an address of its own
// (/projects?item=ebuddies, see contracts/items.ts).
export const pages = [
  { path: '/', title: 'About', view: 'about/AboutView' },
  { path: '/skills', title: 'Skills', view: 'skills/SkillsView', items: true },
  { path: '/projects', title: 'Projects', view: 'projects/ProjectsView', items: true },
  { path: '/hackathons', title: 'Hackathons', view: 'hackathons/HackathonsView', items: true },
  { path: '/chatbot', title: 'Chatbot', view: 'chatbot/ChatbotView' },
  { path: '/contact', title: 'Contact', view: 'contact/ContactView' },
  { path: '$', title: '404 - Page Not Found', view: 'not-found/NotFoundView' },
] as const;

/** The path the server uses for anything that is not a known route. */
export const NOT_FOUND_PATH = '$';

type Page = (typeof pages)[number];
export type PagePath = Page['path'];

const browsing = 'JavaScript is off: this page reads as it is and the navigation works, but the menus stay on their first entry. Turn JavaScript on to browse every entry.';
/** What each page says when JavaScript is off. Only the prerender reads it, so it never reaches the browser bundle. */
export const withoutScript: Record<PagePath, string> = {
  '/': browsing,
  '/skills': browsing,
  '/projects': browsing,
  '/hackathons': browsing,
  '/chatbot': 'The assistant needs JavaScript: it runs in your browser. Turn JavaScript on to chat, or find the LinkedIn and GitHub links in the player-stats panel.',
  '/contact': 'The contact form needs JavaScript to send. Turn JavaScript on to write a message, or find the LinkedIn and GitHub links in the player-stats panel.',
  $: 'JavaScript is off, so the blob and its music stay still. The way home works.',
};

export const notFoundPage = pages.find((page) => page.path === NOT_FOUND_PATH) as Extract<Page, { path: typeof NOT_FOUND_PATH }>;
/** The routes proper; any other path draws the not-found page. */
export const routePages = pages.filter((page): page is Exclude<Page, { path: typeof NOT_FOUND_PATH }> => page.path !== NOT_FOUND_PATH);

/** The page the router is showing, from its deepest match: the not-found page when nothing matched. */
export function shownPage(match: { _notFound?: boolean; fullPath: string } | undefined): Page | undefined {
  return match?._notFound ? notFoundPage : pages.find((page) => page.path === match?.fullPath);
}
