import type { Image as Picture } from './schema';

// Picture builders for the owner's data files, and where a picture's narrower copies are. Like links.ts,
// kept out of profile.ts (all the first screen reads), so this code loads with the screens that use it.
// Cards are drawn at 800x500 and also kept 512 and 640 wide: a desktop shows them about 490 pixels
// wide, a phone about 330 points (580 pixels at its usual density), so most screens need far fewer bytes.
export const img = (folder: string, slug: string, alt: string) => ({
  src: `/images/${folder}/${slug}.webp`,
  alt,
  width: 800,
  height: 500,
  renditions: [512, 640],
});
/** Where the copy of an image `width` pixels wide is: beside it, with the width in its name. */
export const renditionSrc = (image: { src: string }, width: number) =>
  image.src.replace(/\.webp$/, `-${width}.webp`);
export const emblem = (slug: string, alt: string) => ({
  src: `/images/emblems/${slug}.webp`,
  alt,
  width: 160,
  height: 160,
});

// Where content names no picture, the build draws one at the address below (scripts/site/pictures.ts),
// so every screen reads an entry's picture through these and never needs to know which it is.
/** The address of a picture the build draws: a folder of its own, so no owner's file is overwritten. */
export const drawnSrc = (folder: string, id: string) => `/images/drawn/${folder}/${id}.webp`;
const drawnCard = (folder: string, id: string, alt: string) => ({
  ...img(folder, id, alt),
  src: drawnSrc(folder, id),
});

export const projectPicture = (p: { slug: string; title: string; image?: Picture }): Picture =>
  p.image ?? drawnCard('projects', p.slug, `${p.title}: its title card`);
export const hackathonPicture = (h: {
  slug: string;
  title: string;
  team: string;
  image?: Picture;
}): Picture => h.image ?? drawnCard('hackathons', h.slug, `${h.title}: the card of team ${h.team}`);
export const emblemPicture = (c: { slug: string; name: string; emblem?: Picture }): Picture =>
  c.emblem ?? { ...emblem(c.slug, `${c.name} emblem`), src: drawnSrc('emblems', c.slug) };
export const avatarPicture = (o: { name: string; avatar?: Picture }): Picture =>
  o.avatar ?? { src: drawnSrc('avatar', 'avatar'), alt: `${o.name}'s initials`, width: 320, height: 320 };
