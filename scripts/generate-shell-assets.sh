#!/usr/bin/env bash
# Generates the shared layout's assets locally: nav and social icons and the looping background
# video (ffmpeg and cwebp from Debian).
set -euo pipefail
cd "$(dirname "$0")/.."
pub=public

icon() { # name, inner svg
  cat > "$pub/icons/nav/$1.svg" <<SVG
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#38e1ff" stroke-width="2" stroke-linecap="square" stroke-linejoin="miter">$2</svg>
SVG
}
icon about '<rect x="8" y="3" width="8" height="8"/><path d="M4 21v-3a4 4 0 0 1 4-4h8a4 4 0 0 1 4 4v3"/>'
icon skills '<path d="M13 2 4 14h7l-1 8 9-12h-7z"/>'
icon projects '<path d="M12 2 3 7v10l9 5 9-5V7z"/><path d="M3 7l9 5 9-5M12 12v10"/>'
icon hackathons '<path d="M7 3h10v6a5 5 0 0 1-10 0z"/><path d="M7 5H3v2a4 4 0 0 0 4 4M17 5h4v2a4 4 0 0 1-4 4M12 14v4M8 21h8M9 18h6"/>'
icon chatbot '<rect x="4" y="7" width="16" height="12"/><path d="M12 3v4M9 12h.01M15 12h.01M9 16h6"/><path d="M2 12v3M22 12v3"/>'
icon contact '<rect x="3" y="5" width="18" height="14"/><path d="m3 6 9 7 9-7"/>'

node -e "
const si = require('simple-icons');
const fs = require('fs');
fs.writeFileSync('$pub/icons/social/github.svg', '<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\" fill=\"#e6f1ff\"><path d=\"' + si.siGithub.path + '\"/></svg>\n');
"
# LinkedIn's mark is not in simple-icons (trademark request), so it is drawn here as a plain 'in'.
cat > "$pub/icons/social/linkedin.svg" <<'SVG'
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect x="1" y="1" width="22" height="22" rx="3" fill="#e6f1ff"/><path fill="#070b17" d="M5 9.5h3V19H5zM6.5 4.8a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5zM10 9.5h2.9v1.3c.4-.8 1.4-1.5 2.9-1.5 3 0 3.6 2 3.6 4.6V19h-3v-4.5c0-1.1 0-2.5-1.5-2.5s-1.8 1.2-1.8 2.4V19H10z"/></svg>
SVG

# Background video: a slow synthwave grid, 12 s loop, 960x540, no audio.
ffmpeg -y -loglevel error -f lavfi -i "nullsrc=s=960x540:r=24:d=12" -vf "geq=r='12+35*exp(-pow((Y-200)/160,2))+90*lt(mod(X+Y*0.0+0,80),2)*gt(Y,300)+90*lt(mod((Y-300)*(Y-300)/40+T*40,60),2)*gt(Y,300)':g='18+20*exp(-pow((Y-200)/160,2))+60*lt(mod(X,80),2)*gt(Y,300)+50*lt(mod((Y-300)*(Y-300)/40+T*40,60),2)*gt(Y,300)':b='40+70*exp(-pow((Y-200)/160,2))+140*lt(mod(X,80),2)*gt(Y,300)+140*lt(mod((Y-300)*(Y-300)/40+T*40,60),2)*gt(Y,300)',gblur=sigma=1.2" /tmp/backdrop.mkv
ffmpeg -y -loglevel error -i /tmp/backdrop.mkv -c:v libvpx-vp9 -b:v 0 -crf 45 -row-mt 1 -an "$pub/video/backdrop.webm"
ffmpeg -y -loglevel error -i /tmp/backdrop.mkv -c:v libx264 -preset slow -crf 32 -pix_fmt yuv420p -movflags +faststart -an "$pub/video/backdrop.mp4"
ffmpeg -y -loglevel error -ss 0 -i /tmp/backdrop.mkv -frames:v 1 /tmp/backdrop-poster.png
cwebp -quiet -q 60 /tmp/backdrop-poster.png -o "$pub/video/backdrop-poster.webp"
ls -l "$pub/video"
