import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawShareCard } from '../../../scripts/site/draw';

// A shared project or team link previews its card: the card's picture is shown whole, in its own
// proportions, since a drawn card carries its title to the edges.

/** A 16:10 picture with a red left edge and a green right edge, as a card's picture is. */
const edged = (width: number, height: number) => {
  const strip = Math.round(width / 10);
  const block = (colour: { r: number; g: number; b: number }) => ({
    create: { width: strip, height, channels: 3 as const, background: colour },
  });
  return sharp({ create: { width, height, channels: 3, background: { r: 0, g: 0, b: 255 } } })
    .composite([
      { input: block({ r: 255, g: 0, b: 0 }), left: 0, top: 0 },
      { input: block({ r: 0, g: 255, b: 0 }), left: width - strip, top: 0 },
    ])
    .png()
    .toBuffer();
};

/** The box around the pixels close to a colour. */
async function boxOf(png: Buffer, [r, g, b]: [number, number, number]) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const box = { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity, count: 0 };
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * 3;
      if (Math.abs(data[i]! - r) + Math.abs(data[i + 1]! - g) + Math.abs(data[i + 2]! - b) > 60) continue;
      box.count++;
      box.left = Math.min(box.left, x);
      box.right = Math.max(box.right, x);
      box.top = Math.min(box.top, y);
      box.bottom = Math.max(box.bottom, y);
    }
  return box;
}

describe('share cards', () => {
  it.each([
    ['a drawn card', 800, 500],
    ['a square picture', 320, 320],
  ])('shows %s whole, in its own proportions', async (_, width, height) => {
    const card = await drawShareCard({
      id: 'any',
      title: 'A title',
      subtitle: 'A subtitle',
      foot: 'A foot',
      picture: await edged(width, height),
    });
    const red = await boxOf(card, [255, 0, 0]);
    const green = await boxOf(card, [0, 255, 0]);
    // Both edges are on the card, so nothing of the picture's width was cut off.
    expect(red.count).toBeGreaterThan(0);
    expect(green.count).toBeGreaterThan(0);
    const shown = { width: green.right - red.left + 1, height: red.bottom - red.top + 1 };
    expect(shown.width / shown.height).toBeCloseTo(width / height, 1);
  });
});
