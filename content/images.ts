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
