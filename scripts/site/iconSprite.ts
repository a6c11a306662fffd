// One SVG holding many icons, each shown alone through a <view> named by the address's fragment
// (`/icons/tech.svg#i-react`): a page asks for one file and the browser parses one document, however
// many icons it shows. Each icon keeps its own viewBox and root attributes (fill, stroke), in a cell
// of its own with a gap around it, so no neighbour bleeds into a view when it is scaled.
import { spriteId } from '../../contracts/icons';

const CELL = 24;
const STRIDE = CELL + 8;

/** The sprite of `icons` (name to standalone SVG text), in their order. */
export function iconSprite(icons: ReadonlyMap<string, string>): string {
  const cells: string[] = [];
  let y = 0;
  for (const [name, svg] of icons) {
    const root = /^\s*<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(svg);
    if (!root) throw new Error(`The icon ${name} is not one <svg> element`);
    const [, attributes = '', inner = ''] = root;
    // The icon's own root attributes, less what the cell sets itself; its <title> is the page's to
    // give (the <img>'s alt), so it is dropped.
    const kept = attributes.replace(/\s(?:xmlns|role|width|height|x|y)="[^"]*"/g, '');
    const id = spriteId(name);
    cells.push(
      `<view id="${id}" viewBox="0 ${y} ${CELL} ${CELL}"/>` +
        `<svg${kept} x="0" y="${y}" width="${CELL}" height="${CELL}">${inner.replace(/<title>[\s\S]*?<\/title>/, '')}</svg>`,
    );
    y += STRIDE;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CELL} ${Math.max(y - STRIDE + CELL, CELL)}">${cells.join('')}</svg>\n`;
}
