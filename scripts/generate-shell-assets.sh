#!/usr/bin/env bash
# Generates the shared layout's assets locally: nav and social icons, favicon, app icons,
# Open Graph card and the looping background video (ffmpeg, imagemagick, cwebp from Debian).
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

cat > "$pub/favicon.svg" <<'SVG'
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#070b17"/><path fill="#38e1ff" d="M6 6h4v8h2v-2h2v-2h2V8h2V6h4v4h-2v2h-2v2h-2v4h2v2h2v2h2v4h-4v-2h-2v-2h-2v-2h-2v6H6z"/><rect x="22" y="22" width="4" height="4" fill="#ff4fd8"/></svg>
SVG
convert -background none -density 384 "$pub/favicon.svg" -resize 32x32 "$pub/favicon.ico"
convert -background none -density 1536 "$pub/favicon.svg" -resize 180x180 "$pub/icons/apple-touch-icon.png"
convert -background none -density 1536 "$pub/favicon.svg" -resize 192x192 "$pub/icons/icon-192.png"
convert -background none -density 3072 "$pub/favicon.svg" -resize 512x512 "$pub/icons/icon-512.png"

# Open Graph card: name and subtitle over a neon grid.
name=$(node --import tsx -e "import('./content/owner.ts').then(m => console.log(m.owner.name))")
font=$(ls node_modules/@fontsource/press-start-2p/files/press-start-2p-latin-400-normal.woff2 >/dev/null 2>&1 && echo DejaVu-Sans-Bold || echo DejaVu-Sans-Bold)
convert -size 1200x630 gradient:'#0d1426-#070b17' \
  \( -size 1200x630 xc:none -stroke '#1f3b63' -strokewidth 2 -draw "$(for x in $(seq 0 60 1200); do printf 'line %d,0 %d,630 ' $x $x; done; for y in $(seq 0 60 630); do printf 'line 0,%d 1200,%d ' $y $y; done)" \) -composite \
  -fill '#38e1ff' -font "$font" -pointsize 84 -gravity center -annotate +0-40 "$name" \
  -fill '#ff4fd8' -pointsize 40 -annotate +0+60 'FULLSTACK DEVELOPER' \
  -fill '#ffd23f' -pointsize 28 -annotate +0+140 'PRESS START' "$pub/og-image.png"

# Background video: a slow synthwave grid, 12 s loop, 960x540, no audio.
ffmpeg -y -loglevel error -f lavfi -i "nullsrc=s=960x540:r=24:d=12" -vf "geq=r='12+35*exp(-pow((Y-200)/160,2))+90*lt(mod(X+Y*0.0+0,80),2)*gt(Y,300)+90*lt(mod((Y-300)*(Y-300)/40+T*40,60),2)*gt(Y,300)':g='18+20*exp(-pow((Y-200)/160,2))+60*lt(mod(X,80),2)*gt(Y,300)+50*lt(mod((Y-300)*(Y-300)/40+T*40,60),2)*gt(Y,300)':b='40+70*exp(-pow((Y-200)/160,2))+140*lt(mod(X,80),2)*gt(Y,300)+140*lt(mod((Y-300)*(Y-300)/40+T*40,60),2)*gt(Y,300)',gblur=sigma=1.2" /tmp/backdrop.mkv
ffmpeg -y -loglevel error -i /tmp/backdrop.mkv -c:v libvpx-vp9 -b:v 0 -crf 45 -row-mt 1 -an "$pub/video/backdrop.webm"
ffmpeg -y -loglevel error -i /tmp/backdrop.mkv -c:v libx264 -preset slow -crf 32 -pix_fmt yuv420p -movflags +faststart -an "$pub/video/backdrop.mp4"
ffmpeg -y -loglevel error -ss 0 -i /tmp/backdrop.mkv -frames:v 1 /tmp/backdrop-poster.png
cwebp -quiet -q 60 /tmp/backdrop-poster.png -o "$pub/video/backdrop-poster.webp"
ls -l "$pub/video"
