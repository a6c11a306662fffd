#!/usr/bin/env bash
# Regenerates every generated asset in public/ from local tools (ffmpeg, sox, imagemagick, cwebp,
# Chromium) and npm packages. The outputs are committed; CI never needs to run this.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/generate-shell-assets.sh
npx tsx scripts/generateImages.ts
npx tsx scripts/generateTechIcons.ts
bash scripts/generate-music.sh
