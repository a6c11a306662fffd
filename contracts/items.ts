// A project, hackathon team, skill category or About section has its own address: its page with
// `?item=<id>` (/projects?item=ebuddies, /?item=career). The browser's routes read it, the prerender
// draws a page for each, and the assistant's answers link to the first three.

export const ITEM_PARAM = 'item';

/** What an item id looks like: content's slugs. Anything else in `?item=` is ignored. */
export const ITEM_ID = /^[a-z0-9-]{1,64}$/;

export const itemUrl = (pagePath: string, id: string) =>
  `${pagePath}?${ITEM_PARAM}=${encodeURIComponent(id)}`;
