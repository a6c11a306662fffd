// Every picture the site shows or shares, from content: the owner's own files from content/pictures/
// (with their narrower copies made when missing), drawn cards, emblems and avatar where content names
// none, Open Graph cards for the home page and each project and team, and the app icons.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Image, Owner } from '../../content/schema';
import {
  avatarPicture,
  emblemPicture,
  hackathonPicture,
  projectPicture,
  renditionSrc,
} from '../../content/images';
import { drawBadge, drawCard, drawShareCard, initials, outlinedLetters, webp } from './draw';

export const root = join(import.meta.dirname, '..', '..');
/** The file behind an owner's picture address: /images/<path> is content/pictures/<path>. */
export const pictureFile = (src: string, contentDir = join(root, 'content')) =>
  join(contentDir, 'pictures', src.replace(/^\/images\//, ''));

// Drawing takes about 0.3 s a picture: results are kept by what went into them, so a build after a
// content change draws only what changed.
const cacheDir = join(root, 'node_modules', '.cache', 'site-pictures');
const drawVersion = createHash('sha256')
  .update(readFileSync(join(import.meta.dirname, 'draw.ts')))
  .update(readFileSync(join(import.meta.dirname, 'pictures.ts')))
  .digest('hex');
async function cached(key: unknown, make: () => Promise<Buffer>): Promise<Buffer> {
  const hash = createHash('sha256').update(drawVersion).update(JSON.stringify(key)).digest('hex');
  const file = join(cacheDir, `${hash}.bin`);
  if (existsSync(file)) return readFileSync(file);
  const data = await make();
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(file, data);
  return data;
}

const yearOf = (date: string) => date.slice(0, 4);

/** An ICO file holding one PNG (every browser reads PNG inside ICO). */
function ico(png: Buffer, size: number) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  header.writeUInt32LE(png.length, 16);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

interface Slot {
  picture: Image;
  /** Whether content names the picture (then its file is the owner's own). */
  own: boolean;
  draw: () => Promise<Buffer>;
}

function slots(owner: Owner): Slot[] {
  return [
    {
      picture: avatarPicture(owner),
      own: Boolean(owner.avatar),
      draw: () => drawBadge(owner.handle, owner.name, 320),
    },
    ...owner.projects.map((p) => ({
      picture: projectPicture(p),
      own: Boolean(p.image),
      draw: () =>
        drawCard({ id: p.slug, kicker: `${p.kinds[0]} · ${p.year}`, title: p.title, meta: 'project' }),
    })),
    ...owner.hackathons.map((h) => ({
      picture: hackathonPicture(h),
      own: Boolean(h.image),
      draw: () =>
        drawCard({
          id: h.slug,
          kicker: `${h.kinds[0]} · ${yearOf(h.date)}`,
          title: h.title,
          meta: `team ${h.team}`,
        }),
    })),
    ...owner.skills.map((c) => ({
      picture: emblemPicture(c),
      own: Boolean(c.emblem),
      draw: () => drawBadge(c.slug, c.name, 160),
    })),
  ];
}

/** The address of the Open Graph card of the home page, a project or a team. */
export const shareCardSrc = (kind: 'home' | 'projects' | 'hackathons', id = 'home') =>
  kind === 'home' ? '/og/home.png' : `/og/${kind}/${id}.png`;

/** Every picture file, by its address on the site. */
export async function pictureFiles(owner: Owner, contentDir?: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  /** The full-size picture of each slot, as drawn or as the owner's file, for the share cards. */
  const source = new Map<string, Buffer>();
  await Promise.all(
    slots(owner).map(async ({ picture, own, draw }) => {
      if (own) {
        const original = readFileSync(pictureFile(picture.src, contentDir));
        files.set(picture.src, original);
        source.set(picture.src, original);
        for (const width of picture.renditions ?? []) {
          const copy = pictureFile(renditionSrc(picture, width), contentDir);
          files.set(
            renditionSrc(picture, width),
            existsSync(copy) ? readFileSync(copy) : await webp(original, width),
          );
        }
        return;
      }
      const png = await cached(['draw', picture.src, draw.toString(), owner.name], draw);
      source.set(picture.src, png);
      files.set(picture.src, await cached(['webp', png.length, picture.src], () => webp(png)));
      for (const width of picture.renditions ?? [])
        files.set(renditionSrc(picture, width), await webp(png, width));
    }),
  );
  const share = (
    src: string,
    text: { id: string; title: string; subtitle: string; foot: string },
    picture?: string,
  ) =>
    cached(['share', text, picture && source.get(picture)?.length], () =>
      drawShareCard({ ...text, picture: picture ? source.get(picture) : undefined }),
    ).then((png) => files.set(src, png));
  await share(
    shareCardSrc('home'),
    { id: owner.handle, title: owner.name, subtitle: owner.subtitle, foot: owner.location },
    avatarPicture(owner).src,
  );
  for (const p of owner.projects)
    await share(
      shareCardSrc('projects', p.slug),
      { id: p.slug, title: p.title, subtitle: p.summary, foot: `${owner.name} · ${p.year}` },
      projectPicture(p).src,
    );
  for (const h of owner.hackathons)
    await share(
      shareCardSrc('hackathons', h.slug),
      {
        id: h.slug,
        title: h.title,
        subtitle: `Team ${h.team} · ${h.event}`,
        foot: h.result ? `${owner.name} · ${h.result}` : owner.name,
      },
      hackathonPicture(h).src,
    );
  // The app icons: the owner's initials, as on the generated avatar.
  const letters = initials(owner.name);
  const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#070b17"/><rect x="1" y="1" width="30" height="30" fill="none" stroke="#ff4fd8" stroke-width="2"/>${await outlinedLetters(letters, 32, letters.length > 1 ? 11 : 16, '#38e1ff')}</svg>\n`;
  files.set('/favicon.svg', Buffer.from(favicon));
  const icon = (size: number) =>
    sharp(Buffer.from(favicon), { density: (72 * size) / 32 })
      .resize(size, size)
      .png()
      .toBuffer();
  files.set('/favicon.ico', ico(await icon(32), 32));
  files.set('/icons/apple-touch-icon.png', await icon(180));
  files.set('/icons/icon-192.png', await icon(192));
  files.set('/icons/icon-512.png', await icon(512));
  return files;
}
