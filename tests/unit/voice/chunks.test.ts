import { beforeAll, describe, expect, it } from 'vitest';
import type { Manifest } from 'vite';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// Builds the voice-enabled site and checks what each step of /chatbot downloads: the view's chunk
// holds no voice code, the voice view's chunk no engine, and the engine arrives only with a call.

const outDir = mkdtempSync(join(tmpdir(), 'voice-chunks-'));
let manifest: Manifest;

const ENGINE_MARKER = 'Call object is not available.';
const DAILY_MARKER = 'DailyIframe';

function closure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}
const code = (files: Set<string>) =>
  [...files]
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(outDir, f), 'utf8'))
    .join('\n');
const gzipKb = (files: Set<string>) => gzipSync(code(files), { level: 9 }).length / 1024;

beforeAll(() => {
  // A production build in its own process (Vitest's NODE_ENV would pull in development builds).
  execFileSync(
    'npx',
    ['vite', 'build', '--configLoader', 'runner', '--logLevel', 'warn', '--manifest', '--outDir', outDir],
    {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', VITE_VOICE_ENABLED: 'true' },
    },
  );
  manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}, 120_000);

describe('voice chunks', () => {
  it('/chatbot loads no voice view, engine or daily-js until Voice is chosen and a call starts', () => {
    const chatbot = closure('src/views/chatbot/ChatbotView.tsx');
    const voice = closure('src/views/chatbot/VoiceView.tsx');
    expect(manifest['src/views/chatbot/VoiceView.tsx']?.isDynamicEntry).toBe(true);
    expect(code(chatbot)).not.toContain('Start Call');
    expect(code(chatbot)).not.toContain(ENGINE_MARKER);
    expect(code(voice)).toContain('Start Call');
    expect(code(voice)).not.toContain(ENGINE_MARKER);
    expect(code(voice)).not.toContain(DAILY_MARKER);
    const voiceOnly = new Set([...voice].filter((f) => !chatbot.has(f)));
    console.info(`voice view: ${gzipKb(voiceOnly).toFixed(1)} KB gzip on top of /chatbot`);
  });

  it('the engine is its own chunk, loaded by the voice view, with daily-js in yet another', () => {
    const engineKey = Object.keys(manifest).find((k) => k.startsWith('engine/webcall/index'));
    expect(engineKey).toBeDefined();
    const engine = closure(engineKey!);
    expect(code(engine)).toContain(ENGINE_MARKER);
    expect(code(engine)).not.toContain(DAILY_MARKER);
    expect(manifest['src/views/chatbot/VoiceView.tsx']?.dynamicImports ?? []).toContain(engineKey);
    const voice = closure('src/views/chatbot/VoiceView.tsx');
    const engineOnly = new Set([...engine].filter((f) => !voice.has(f)));
    console.info(
      `call engine: ${gzipKb(engineOnly).toFixed(1)} KB gzip on top of the voice view, without daily-js and Daily's rules`,
    );
  });
});
