import { NOT_FOUND_PATH, allPages, notFoundPage, pages, type Page, type PagePath } from '../contracts/pages';

// What the React app adds to the page table (contracts/pages.ts): which page the router is showing,
// and what each page says when JavaScript is off.

const browsing =
  'JavaScript is off: this page reads as it is, and the navigation and every menu entry open as plain links. Turn JavaScript on to move through the menus with the arrow keys and the wheel.';
const notices: Partial<Record<PagePath, string>> = {
  [pages.chatbot.path]:
    'The assistant needs JavaScript: it runs in your browser. Turn JavaScript on to chat, or find the LinkedIn and GitHub links in the player-stats panel.',
  [pages.contact.path]:
    'The contact form needs JavaScript to send. Turn JavaScript on to write a message, or find the LinkedIn and GitHub links in the player-stats panel.',
  [NOT_FOUND_PATH]: 'JavaScript is off, so the blob and its music stay still. The way home works.',
};

/** What a page says when JavaScript is off. Only the prerender reads it, so it never reaches the browser bundle. */
export const withoutScript = (path: PagePath) => notices[path] ?? browsing;

/** The page the router is showing, from its deepest match: the not-found page when nothing matched. */
export function shownPage(match: { _notFound?: boolean; fullPath: string } | undefined): Page | undefined {
  return match?._notFound ? notFoundPage : allPages.find((page) => page.path === match?.fullPath);
}
