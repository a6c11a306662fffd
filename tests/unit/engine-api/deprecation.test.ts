// The issue asks for POST /file/upload to be marked deprecated in its type: ask the TypeScript
// language service what an editor would show for the derived method.
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const probe = `${import.meta.dirname}/deprecation-probe.ts`;
const code = [
  "import { createPlatformClient } from '../../../engine/api';",
  "const client = createPlatformClient({ baseUrl: '', token: '' });",
  'void client.files.upload;',
  'void client.files.create;',
].join('\n');

function editorHints() {
  const host: ts.LanguageServiceHost = {
    getScriptFileNames: () => [probe],
    getScriptVersion: () => '1',
    getScriptSnapshot: (file) =>
      ts.ScriptSnapshot.fromString(file === probe ? code : (ts.sys.readFile(file) ?? '')),
    getCurrentDirectory: () => process.cwd(),
    getCompilationSettings: () => ({
      strict: true,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
      types: [],
    }),
    getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
    fileExists: (file) => file === probe || ts.sys.fileExists(file),
    readFile: (file) => (file === probe ? code : ts.sys.readFile(file)),
  };
  return ts.createLanguageService(host);
}

describe('deprecated upload endpoint', () => {
  it('shows files.upload (POST /file/upload) as deprecated and files.create as not', () => {
    const service = editorHints();
    const deprecated = service
      .getSuggestionDiagnostics(probe)
      .filter((d) => d.reportsDeprecated)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
    expect(deprecated).toEqual(["'upload' is deprecated."]);

    const info = service.getQuickInfoAtPosition(probe, code.indexOf('files.upload') + 8);
    expect(info?.tags?.map((tag) => [tag.name, ts.displayPartsToString(tag.text)])).toEqual([
      ['deprecated', 'The platform deprecates POST /file/upload; use `files.create` (POST /file).'],
    ]);
  });
});
