// Installs Debian's chromium when it is missing (as root), or says plainly what to run.
import { execSync } from 'node:child_process';
import { chromiumPath } from './chromiumPath.mjs';

if (!chromiumPath()) {
  if (process.getuid?.() === 0) {
    console.log("Chromium not found: installing Debian's chromium…");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  } else {
    console.error(
      'Chromium not found. Install it with: sudo apt-get update && sudo apt-get install -y chromium',
    );
    process.exit(1);
  }
}
