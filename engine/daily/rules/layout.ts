import { fail } from './verdict';

export const GRID_MAX_TILES = 49;
export const LAYOUT_CONFIG_HELP = 'unsupported layoutConfig. Check error logs for detailed info.';
export const LAYOUT_HELP = 'layout may only be set to "custom-v1"';
export const LAYOUTS = ['custom-v1', 'browser', 'none'] as const;

export function assertLayoutConfig(config: unknown): void {
  const c = config as Record<string, unknown>;
  if (!('grid' in c)) return;
  const grid = c.grid as Record<string, unknown>;
  if ('maxTilesPerPage' in grid) {
    if (!Number.isInteger(grid.maxTilesPerPage))
      fail(
        LAYOUT_CONFIG_HELP,
        `grid.maxTilesPerPage should be an integer. You passed ${String(grid.maxTilesPerPage)}.`,
      );
    if ((grid.maxTilesPerPage as number) > GRID_MAX_TILES)
      fail(
        LAYOUT_CONFIG_HELP,
        "grid.maxTilesPerPage can't be larger than 49 without sacrificing browser performance. Please contact us at https://www.daily.co/contact to talk about your use case.",
      );
  }
  if ('minTilesPerPage' in grid) {
    if (!Number.isInteger(grid.minTilesPerPage))
      fail(
        LAYOUT_CONFIG_HELP,
        `grid.minTilesPerPage should be an integer. You passed ${String(grid.minTilesPerPage)}.`,
      );
    if ((grid.minTilesPerPage as number) < 1)
      fail(LAYOUT_CONFIG_HELP, "grid.minTilesPerPage can't be lower than 1.");
    if ('maxTilesPerPage' in grid && (grid.minTilesPerPage as number) > (grid.maxTilesPerPage as number))
      fail(LAYOUT_CONFIG_HELP, "grid.minTilesPerPage can't be higher than grid.maxTilesPerPage.");
  }
}

export function assertLayout(layout: unknown): void {
  if (!(LAYOUTS as readonly unknown[]).includes(layout)) fail(LAYOUT_HELP);
}
