#!/usr/bin/env bash
# Regenerates the owner-independent media in public/ (nav and social icons, background video, 404
# music) with ffmpeg and sox. The outputs are committed; CI never needs to run this. Pictures, tech
# icons, app icons and share cards come from content/ at every build (scripts/site/).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/generate-shell-assets.sh
bash scripts/generate-music.sh
