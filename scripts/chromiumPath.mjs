// Where Chromium lives on this machine. Debian's package is the only browser we can have offline.
import { existsSync } from 'node:fs';

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

export function chromiumPath() {
  return candidates.find((p) => p && existsSync(p));
}
