#!/usr/bin/env bash
# Generates the 404 page's music: a 16-second synthwave loop (8 bars at 120 BPM, A minor,
# Am-F-C-G) written to public/audio/not-found-loop.{ogg,m4a}.
#
# Seamless by construction: every part lasts exact whole bars in samples (a 16th note is exactly
# 6000 samples at 48 kHz), nothing fades at the loop edges, and the piece is rendered twice in a
# row through the reverb and only the second pass is kept, so the reverb tail of the last bar
# is already ringing at the start of the first one, exactly as it does when the player wraps.
#
# Needs sox and ffmpeg (with libopus): apt-get install sox ffmpeg
set -euo pipefail

cd "$(dirname "$0")/.."
OUT_DIR=public/audio
NAME=not-found-loop
RATE=48000
STEP=6000            # samples in a 16th note at 120 BPM
BAR=$((STEP * 16))
BARS=8
LOOP=$((BAR * BARS))
PASSES=2

for tool in sox ffmpeg; do
  command -v "$tool" >/dev/null || { echo "generate-music: $tool is missing (apt-get install sox ffmpeg)" >&2; exit 1; }
done

WORK=$(mktemp -d)
[[ -n "${KEEP_WORK:-}" ]] || trap 'rm -rf "$WORK"' EXIT
mkdir -p "$OUT_DIR"

# -R: repeatable noise, so running the script twice gives the same file.
SOX=(sox -R -D --no-show-progress)
FORMAT=(-r "$RATE" -c 1 -b 16)

# Chord tones in semitones from A4 (sox's %n notation), two bars per chord.
CHORDS=("-12 -9 -5" "-16 -12 -9" "-9 -5 -2" "-14 -10 -7")
ROOTS=(-24 -28 -21 -26)
# The arpeggio walks the chord tones (0-2) and their octave (3-5) in this 16-step figure.
ARP=(0 1 2 3 4 3 2 1 0 2 4 5 4 2 3 1)

note() { # name semitones length effects...
  local file=$1 semis=$2 len=$3; shift 3
  [[ -f "$WORK/$file.wav" ]] || "${SOX[@]}" -n "${FORMAT[@]}" "$WORK/$file.wav" synth "${len}s" "$@" "%$semis"
}

arp_list=() bass_list=() pad_list=() drum_list=()

# Drums for one beat: a pitched-down sine kick and an off-beat noise hat.
"${SOX[@]}" -n "${FORMAT[@]}" "$WORK/kick.wav" synth 0.22 sine 150/42 fade q 0.002 0.22 0.2 gain -2 pad 0 "$(awk "BEGIN{print ($STEP*4 - 0.22*$RATE)}")s"
"${SOX[@]}" -n "${FORMAT[@]}" "$WORK/hat.wav" synth 0.045 whitenoise gain -14 highpass 7000 fade q 0.001 0.045 0.04 pad "$((STEP * 2))s" "$((STEP * 2 - 2160))s"
"${SOX[@]}" -m "$WORK/kick.wav" "$WORK/hat.wav" "${FORMAT[@]}" "$WORK/beat.wav"

for ((pass = 0; pass < PASSES; pass++)); do
  for c in 0 1 2 3; do
    read -r -a tones <<<"${CHORDS[$c]}"
    # Pad: two slightly detuned saws per tone, one chord per two bars, soft edges at chord changes.
    pad="pad$c"
    if [[ ! -f "$WORK/$pad.wav" ]]; then
      voices=()
      for t in "${tones[@]}"; do voices+=(sawtooth "%$t" sawtooth "%$(awk "BEGIN{print $t + 0.08}")"); done
      "${SOX[@]}" -n -r "$RATE" -c 6 -b 16 "$WORK/$pad-6.wav" synth "$((BAR * 2))s" "${voices[@]}"
      "${SOX[@]}" "$WORK/$pad-6.wav" "${FORMAT[@]}" "$WORK/$pad.wav" remix - gain -6 lowpass 1100 tremolo 0.25 18 fade q 0.04 "$((BAR * 2))s" 0.06
    fi
    pad_list+=("$WORK/$pad.wav")
    for ((bar = 0; bar < 2; bar++)); do
      for s in "${ARP[@]}"; do
        idx=$((s % 3)) oct=$((s / 3))
        semis=$(( ${tones[$idx]} + 12 + 12 * oct ))
        note "arp$semis" "$semis" "$STEP" sawtooth
        arp_list+=("$WORK/arp$semis.wav")
      done
      for ((e = 0; e < 8; e++)); do
        note "bass${ROOTS[$c]}" "${ROOTS[$c]}" "$((STEP * 2))" square
        bass_list+=("$WORK/bass${ROOTS[$c]}.wav")
      done
      for ((b = 0; b < 4; b++)); do drum_list+=("$WORK/beat.wav"); done
    done
  done
done

# Per-note envelopes are applied once to each distinct note file, then the parts are strung together.
for f in "$WORK"/arp*.wav; do "${SOX[@]}" "$f" "$f.env.wav" gain -2 lowpass 2600 fade l 0.003 "${STEP}s" 0.11 && mv "$f.env.wav" "$f"; done
for f in "$WORK"/bass*.wav; do "${SOX[@]}" "$f" "$f.env.wav" gain -19 lowpass 420 fade q 0.004 "$((STEP * 2))s" 0.07 && mv "$f.env.wav" "$f"; done

"${SOX[@]}" "${arp_list[@]}" "$WORK/arp.wav" echo 0.8 0.6 375 0.35 trim 0 "$((LOOP * PASSES))s"
"${SOX[@]}" "${bass_list[@]}" "$WORK/bass.wav"
"${SOX[@]}" "${pad_list[@]}" "$WORK/pads.wav"
"${SOX[@]}" "${drum_list[@]}" "$WORK/drums.wav"

"${SOX[@]}" -m -v 0.5 "$WORK/arp.wav" -v 0.45 "$WORK/pads.wav" -v 0.5 "$WORK/bass.wav" -v 0.5 "$WORK/drums.wav" \
  "$WORK/mix.wav" highpass 30 gain -8 reverb 35 50 70 gain -n -1.5 trim "$((LOOP * (PASSES - 1)))s"

got=$(soxi -s "$WORK/mix.wav")
[[ "$got" == "$LOOP" ]] || { echo "generate-music: loop is $got samples, expected $LOOP" >&2; exit 1; }

FF=(ffmpeg -hide_banner -loglevel error -y -i "$WORK/mix.wav" -map_metadata -1 -fflags +bitexact -ac 1)
"${FF[@]}" -c:a libopus -b:a 32k -vbr on -application audio "$OUT_DIR/$NAME.ogg"
# AAC for browsers without Ogg Opus (older Safari); Chromium and Firefox take the .ogg.
"${FF[@]}" -c:a aac -b:a 40k -movflags +faststart "$OUT_DIR/$NAME.m4a"

ls -l "$OUT_DIR/$NAME".*
