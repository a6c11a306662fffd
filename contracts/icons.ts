// Icons are drawn from two sprites the build writes, one request each however many icons a page shows:
// /icons/shell.svg (the navigation's and the social links' icons, on every page; see shellIcons.ts)
// and /icons/tech.svg (every technology content names). An <img> shows one icon by naming its view
// in the sprite's address.

/** The sprite's id for an icon name: letters, digits and '-' as they are, anything else escaped. */
export const spriteId = (name: string) =>
  `i-${name.replace(/[^A-Za-z0-9-]/g, (c) => `_${c.codePointAt(0)!.toString(16)}_`)}`;

/** The address of one technology's icon (scripts/site/techIcons.ts draws them). */
export const techIconSrc = (icon: string) => `/icons/tech.svg#${spriteId(icon)}`;
