import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';

// The fixtures sit outside the lint run (ignored), so lint them here as if they lived in their layer.
const eslint = new ESLint({ ignore: false });
async function lintAs(fixture: string, virtualPath: string) {
  const code = readFileSync(`tests/fixtures/lint/${fixture}`, 'utf8');
  const [result] = await eslint.lintText(code, { filePath: virtualPath });
  return (result?.messages ?? []).filter((m) => m.ruleId?.includes('restricted')).map((m) => m.message);
}

describe('import boundaries', () => {
  it('forbids React in machines/', async () => {
    expect(await lintAs('machines/react-in-machine.ts', 'machines/bad.ts')).toEqual([
      expect.stringContaining('machines/ are pure'),
    ]);
  });
  it('forbids storage globals in machines/', async () => {
    expect((await lintAs('machines/storage-in-machine.ts', 'machines/bad.ts')).join()).toContain('inject localStorage');
  });
  it('forbids console in machines/: they log through an injected action', async () => {
    expect((await lintAs('machines/console-in-machine.ts', 'machines/bad.ts')).join()).toContain('inject console');
  });
  it('forbids machine.provide() in src/ outside useProvided', async () => {
    expect((await lintAs('src/provide-in-view.tsx', 'src/views/bad.tsx')).join()).toContain('useProvided(machine, implementations)');
  });
  it('forbids a static import of engine/ from src/', async () => {
    expect((await lintAs('src/static-engine.ts', 'src/bad.ts')).join()).toContain('dynamic import()');
  });
  it('allows a dynamic import of engine/ from src/', async () => {
    expect(await lintAs('src/dynamic-engine.ts', 'src/ok.ts')).toEqual([]);
  });
  it('forbids React in engine/', async () => {
    expect((await lintAs('engine/react-in-engine.ts', 'engine/bad.ts')).join()).toContain('framework-free');
  });
  it('forbids src/ from server/', async () => {
    expect((await lintAs('server/src-in-server.ts', 'server/bad.ts')).join()).toContain('server/ may import');
  });
});
