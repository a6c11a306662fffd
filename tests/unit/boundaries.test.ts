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
/** What the file-name rule says about a file at `path` (its content does not matter). */
async function nameOf(path: string) {
  const [result] = await eslint.lintText('export {};\n', { filePath: path });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'check-file/filename-naming-convention')
    .map((m) => m.message);
}

describe('import boundaries', () => {
  it('forbids React in machines/', async () => {
    expect(await lintAs('machines/reactInMachine.ts', 'machines/bad.ts')).toEqual([
      expect.stringContaining('machines/ are pure'),
    ]);
  });
  it('forbids storage globals in machines/', async () => {
    expect((await lintAs('machines/storageInMachine.ts', 'machines/bad.ts')).join()).toContain(
      'inject localStorage',
    );
  });
  it('forbids console in machines/: they log through an injected action', async () => {
    expect((await lintAs('machines/consoleInMachine.ts', 'machines/bad.ts')).join()).toContain(
      'inject console',
    );
  });
  it('forbids machine.provide() in src/ outside useProvided', async () => {
    expect((await lintAs('src/provideInView.tsx', 'src/views/bad.tsx')).join()).toContain(
      'useProvided(machine, implementations)',
    );
  });
  it('forbids a static import of engine/ from src/', async () => {
    expect((await lintAs('src/staticEngine.ts', 'src/bad.ts')).join()).toContain('dynamic import()');
  });
  it('allows a dynamic import of engine/ from src/', async () => {
    expect(await lintAs('src/dynamicEngine.ts', 'src/ok.ts')).toEqual([]);
  });
  it('forbids React in engine/', async () => {
    expect((await lintAs('engine/reactInEngine.ts', 'engine/bad.ts')).join()).toContain('framework-free');
  });
  it('forbids src/ from server/', async () => {
    expect((await lintAs('server/srcInServer.ts', 'server/bad.ts')).join()).toContain('server/ may import');
  });
  describe('contracts/: shared by content, machines, src and server; imports only zod', () => {
    it('may import zod', async () => {
      expect(await lintAs('contracts/zodInContract.ts', 'contracts/ok.ts')).toEqual([]);
    });
    it.each([
      ['content/', 'contracts/contentInContract.ts'],
      ['a package other than zod', 'contracts/reactInContract.ts'],
    ])('may not import %s', async (_what, fixture) => {
      expect((await lintAs(fixture, 'contracts/bad.ts')).join()).toContain('contracts/ may import only zod');
    });
    it.each(['content/ok.ts', 'machines/ok.ts', 'src/ok.ts', 'server/ok.ts'])(
      'its types and caps may be imported from %s',
      async (path) => {
        expect(await lintAs('contracts/usesContract.ts', path)).toEqual([]);
      },
    );
    it('its zod schemas may be imported by server/ only, so zod stays out of the browser', async () => {
      expect(await lintAs('contracts/usesSchema.ts', 'server/ok.ts')).toEqual([]);
      for (const path of ['src/bad.ts', 'machines/bad.ts', 'content/bad.ts']) {
        expect((await lintAs('contracts/usesSchema.ts', path)).join(), path).toContain(
          'Only server/ imports contracts/*Schema',
        );
      }
    });
    it('is not for engine/, which ships on its own', async () => {
      expect((await lintAs('contracts/usesContract.ts', 'engine/bad.ts')).join()).toContain(
        'engine/ may import',
      );
    });
  });
});

describe('names', () => {
  it.each([
    'server/rateLimit.ts',
    'src/hooks/useWheelEvents.ts',
    'contracts/chatSchema.ts',
    'machines/webCall.types.ts',
    'scripts/build/buildConfig.ts',
    'src/entryServer.tsx',
    'tests/unit/chatbot/chatView.test.tsx',
    'tests/e2e/callEnds.voice.spec.ts',
    'vite.config.ts',
  ])('accepts the module %s, named in camelCase', async (path) => {
    expect(await nameOf(path)).toEqual([]);
  });
  it.each([
    'server/rate-limit.ts',
    'engine/api/errors/platform-error.ts',
    'src/effects/chat_api.ts',
    'src/hooks/UseWheelEvents.ts',
    'tests/unit/chatbot/chat-view.test.tsx',
    'scripts/ensure-chromium.mjs',
  ])('refuses the module %s, named in another case', async (path) => {
    expect((await nameOf(path)).join()).toContain('is not camelCase');
  });
  it('names React components in PascalCase, after the component', async () => {
    expect(await nameOf('src/components/nav/NavBar.tsx')).toEqual([]);
    expect(await nameOf('src/views/chatbot/ChatView.tsx')).toEqual([]);
    expect((await nameOf('src/views/chatbot/chatView.tsx')).join()).toContain('is not PascalCase');
    expect((await nameOf('src/components/nav/nav-bar.tsx')).join()).toContain('is not PascalCase');
  });
  it('exports every machine as <flow>Machine', async () => {
    expect(await lintAs('machines/namedMachine.ts', 'machines/toggle.ts')).toEqual([]);
    expect((await lintAs('machines/unnamedMachine.ts', 'machines/toggle.ts')).join()).toContain(
      'Name an exported machine <flow>Machine',
    );
  });
});
