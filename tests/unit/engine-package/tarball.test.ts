import { execFile } from 'node:child_process';
import { cp, readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecordingServer } from '../engine-api/recordingServer';
import type { RecordingServer } from '../engine-api/recordingServer';
import { apiReports, REPORT_DIR } from '../../../scripts/build/apiReport';
import {
  PACKAGE,
  installFromRegistry,
  installInto,
  newest0x,
  node,
  packEngine,
  typecheck,
} from '../../../scripts/build/enginePack';
import type { Packed } from '../../../scripts/build/enginePack';
import { ROOT } from '../../../scripts/build/enginePackage';

const run = promisify(execFile);

// The package as an app gets it: `npm pack`, then a plain `npm install` of the tarball in projects outside the
// repository, beside the peers from the registry: daily-js 0.80.0 (whose rules the engine holds) and the newest
// 0.x, which the peer range admits. npm's cache is preferred, so only the first run on a machine downloads them.
const DAILY = '@daily-co/daily-js';
let packed: Packed;
let apiOnly: string;
let app: string;
let appOnNewest: string;
let newestDaily: string;
const xstateVersion = async () =>
  (JSON.parse(await readFile(join(ROOT, 'node_modules/xstate/package.json'), 'utf8')) as { version: string })
    .version;
beforeAll(async () => {
  packed = await packEngine();
  const fixtures = join(ROOT, 'tests/fixtures/engine-consumer');
  const xstate = await xstateVersion();
  newestDaily = await newest0x(DAILY);
  apiOnly = await installInto(packed, 'api-only', [], fixtures);
  app = await installFromRegistry(packed, 'app', { [DAILY]: '0.80.0', xstate }, fixtures);
  appOnNewest = await installFromRegistry(packed, 'app-newest', { [DAILY]: newestDaily, xstate }, fixtures);
}, 300_000);
afterAll(() => packed?.cleanup());

describe('the packed call engine', () => {
  it('ships ESM JavaScript, declarations, its README and a manifest with an exports map, peers and no dependencies', async () => {
    expect(packed.files.filter((f) => !/^dist\/(chunks\/)?[\w.-]+\.(js|d\.ts)$/.test(f))).toEqual([
      'LICENSE',
      'README.md',
      'package.json',
    ]);
    for (const entry of ['index', 'api', 'webcall', 'daily', 'speech'])
      expect(packed.files).toEqual(expect.arrayContaining([`dist/${entry}.js`, `dist/${entry}.d.ts`]));
    const manifest = JSON.parse(
      await readFile(join(app, 'node_modules', PACKAGE, 'package.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: PACKAGE,
      type: 'module',
      sideEffects: false,
      files: ['dist', 'README.md', 'LICENSE'],
      license: 'MIT',
      repository: {
        type: 'git',
        url: expect.stringMatching(/^git\+https:\/\/.+\.git$/),
        directory: 'engine',
      },
      homepage: expect.stringMatching(/^https:\/\//),
      // Not ^0.80.0, which npm reads as below 0.81.0.
      peerDependencies: { '@daily-co/daily-js': '>=0.80.0 <1.0.0', xstate: expect.any(String) },
      peerDependenciesMeta: { '@daily-co/daily-js': { optional: true } },
    });
    expect(manifest.dependencies).toBeUndefined();
    expect(Object.keys(manifest.exports as object)).toEqual([
      '.',
      './api',
      './webcall',
      './daily',
      './speech',
      './package.json',
    ]);
    // node10 resolution reads typesVersions instead: the same subpaths, the same declarations.
    const typesVersions = (manifest.typesVersions as Record<string, Record<string, string[]>>)['*']!;
    for (const [subpath, target] of Object.entries(manifest.exports as Record<string, { types?: string }>)) {
      if (subpath !== '.' && subpath !== './package.json')
        expect(typesVersions[subpath.slice(2)], subpath).toEqual([target.types]);
    }
    expect(Object.keys(typesVersions)).toHaveLength(4);
    for (const [subpath, target] of Object.entries(manifest.exports as Record<string, unknown>)) {
      if (subpath !== './package.json')
        expect(target).toEqual({
          types: expect.stringMatching(/\.d\.ts$/),
          default: expect.stringMatching(/\.js$/),
        });
    }
    const code = await Promise.all(
      packed.files
        .filter((f) => f.endsWith('.js'))
        .map((f) => readFile(join(app, 'node_modules', PACKAGE, f), 'utf8')),
    );
    const imported = new Set(
      code.flatMap((text) => [...text.matchAll(/(?:from|import)\s*\(?\s*"([^".][^"]*)"/g)].map((m) => m[1])),
    );
    expect([...imported].sort()).toEqual(['@daily-co/daily-js', 'xstate']);
  });

  describe('API only, in Node, without xstate or daily-js installed', () => {
    let server: RecordingServer;
    beforeAll(async () => {
      server = await startRecordingServer((request) => {
        if (request.rawPath === '/call/web')
          return {
            status: 201,
            headers: { 'x-request-id': 'req-1' },
            body: { id: 'call-1', webCallUrl: 'https://room' },
          };
        if (request.rawPath === '/v2/call') {
          const page = Number(request.query.get('page'));
          return {
            body: {
              results: page === 1 ? [{ id: 'c1' }, { id: 'c2' }] : [{ id: 'c3' }],
              metadata: { currentPage: page, itemsPerPage: 2, totalItems: 3 },
            },
          };
        }
        return { status: 404, body: { message: 'Assistant not found' } };
      });
    });
    afterAll(() => server.close());

    it('calls the platform, and loads nothing but the API client', async () => {
      const result = (await node(apiOnly, 'apiOnly.mjs', { PLATFORM_URL: server.baseUrl })) as {
        loaded: string[];
      } & Record<string, unknown>;
      expect(result).toMatchObject({
        created: { data: { id: 'call-1', webCallUrl: 'https://room' }, status: 201, requestId: 'req-1' },
        listed: ['c1', 'c2', 'c3'],
        failure: {
          isPlatformError: true,
          status: 404,
          message: 'GET /assistant/missing failed with 404: Assistant not found',
        },
      });
      expect(
        server.requests.map((r) => [r.method, r.rawPath, r.query.toString(), r.headers.authorization]),
      ).toEqual([
        ['POST', '/call/web', '', 'Bearer node-token'],
        ['GET', '/v2/call', 'limit=2&page=1', 'Bearer node-token'],
        ['GET', '/v2/call', 'limit=2&page=2', 'Bearer node-token'],
        ['GET', '/assistant/missing', '', 'Bearer node-token'],
      ]);
      const fromPackage = result.loaded
        .filter((url) => url.includes(`/node_modules/${PACKAGE}/`))
        .map((url) => url.replace(/.*\/node_modules\/@hud-portfolio\/call-engine\//, ''));
      expect(fromPackage.map((file) => file.replace(/-[\w-]{8}\.js$/, '.js'))).toEqual([
        'dist/api.js',
        'dist/chunks/api.js',
        'dist/chunks/apiClientError.js',
      ]);
      expect(result.loaded.filter((url) => /xstate|daily-js|webcall|speech/i.test(url))).toEqual([]);
      const loadedCode = await Promise.all(
        fromPackage.map((file) => readFile(join(apiOnly, 'node_modules', PACKAGE, file), 'utf8')),
      );
      for (const text of loadedCode)
        expect(text).not.toMatch(/Vapi Speaker|call-start-progress|daily-call-join|createActor/);
    });
  });

  describe('examples/rest, the REST example, from the tarball against a local stub', () => {
    let server: RecordingServer;
    const assistants = [{ id: 'as-1', name: 'Front desk' }];
    beforeAll(async () => {
      server = await startRecordingServer((request) => {
        const body = request.body.length
          ? (JSON.parse(request.body.toString()) as Record<string, unknown>)
          : {};
        const key = `${request.method} ${request.rawPath}`;
        if (key === 'GET /assistant') return { body: assistants };
        if (key === 'POST /assistant') return { status: 201, body: { id: 'as-2', ...body } };
        if (key === 'PATCH /assistant/as-2') return { body: { id: 'as-2', ...body } };
        if (key === 'GET /v2/call') {
          const page = Number(request.query.get('page'));
          const results = Array.from({ length: page < 3 ? 100 : 7 }, (_, i) => ({
            id: `call-${page}-${i}`,
            status: 'ended',
          }));
          return { body: { results, metadata: { currentPage: page, itemsPerPage: 100, totalItems: 207 } } };
        }
        return { status: 404, body: { message: `No route ${key}` } };
      });
    });
    afterAll(() => server.close());

    it('lists, creates, updates and walks every page', async () => {
      await cp(join(ROOT, 'examples/rest/main.ts'), join(apiOnly, 'rest-example.ts'));
      const { stdout } = await run(
        process.execPath,
        [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'rest-example.ts'],
        {
          cwd: apiOnly,
          env: { ...process.env, PLATFORM_URL: server.baseUrl, PLATFORM_TOKEN: 'private-key' },
        },
      );
      expect(stdout.trim().split('\n')).toEqual([
        'assistants: Front desk',
        'created: as-2',
        'renamed: Support line (EU)',
        'call: call-1-0 ended',
        'call: call-1-1 ended',
        'call: call-1-2 ended',
        'calls in all: 207',
      ]);
      expect(server.requests.map((r) => `${r.method} ${r.rawPath}?${r.query.toString()}`)).toEqual([
        'GET /assistant?limit=10',
        'POST /assistant?',
        'PATCH /assistant/as-2?',
        'GET /v2/call?limit=100&page=1',
        'GET /v2/call?limit=100&page=2',
        'GET /v2/call?limit=100&page=3',
      ]);
      expect(new Set(server.requests.map((r) => r.headers.authorization))).toEqual(
        new Set(['Bearer private-key']),
      );
    }, 60_000);
  });

  it.each([
    ['0.80.0', () => app],
    ['newest 0.x', () => appOnNewest],
  ])(
    'installs beside daily-js %s, and a strict app (exactOptionalPropertyTypes, skipLibCheck off) type-checks and refuses the wrong calls',
    async (_, project) => {
      const installed = JSON.parse(
        await readFile(join(project(), 'node_modules', DAILY, 'package.json'), 'utf8'),
      ) as { version: string };
      expect(installed.version).toBe(project() === app ? '0.80.0' : newestDaily);
      const output = await typecheck(project());
      const errors = output
        .split('\n')
        .filter((line) => /error TS\d+/.test(line))
        .map((line) => line.replace(/\((\d+),\d+\): error (TS\d+):.*/, ':$1 $2'));
      // Every error is in wrong.ts, one per wrong line; app.ts and the shipped declarations have none.
      expect(errors, output).toEqual([
        'wrong.ts:7 TS2561',
        'wrong.ts:8 TS2554',
        'wrong.ts:9 TS2345',
        'wrong.ts:10 TS2459',
        'wrong.ts:11 TS2322',
        'wrong.ts:12 TS2367',
        'wrong.ts:13 TS2345',
        'wrong.ts:14 TS2322',
      ]);
      expect(output).toMatch(/'assistantName' does not exist in type 'CreateWebCallRequest'/);
      expect(output).toMatch(/'"call-started"' is not assignable to parameter of type 'keyof WebCallEvents'/);
    },
    60_000,
  );

  it('ships a README that documents every event and error class, and names no file an adopter lacks', async () => {
    const readme = await readFile(join(app, 'node_modules', PACKAGE, 'README.md'), 'utf8');
    // The events and error classes come from what the package ships, so a new one must be documented.
    const webcall = await readFile(join(app, 'node_modules', PACKAGE, 'dist/webcall.d.ts'), 'utf8');
    const events = webcall.match(/type WebCallEvents = \{([^}]*)\}/)?.[1] ?? '';
    const eventNames = [...events.matchAll(/^\s*'?([\w-]+)'?\??:/gm)].map((m) => m[1]!);
    expect(eventNames.length).toBeGreaterThan(15);
    for (const name of eventNames) expect(readme, `event ${name}`).toContain(`\`${name}\``);
    const api = (await import(join(app, 'node_modules', PACKAGE, 'dist/api.js'))) as Record<string, unknown>;
    const errorClasses = Object.entries(api)
      .filter(([, value]) => typeof value === 'function' && value.prototype instanceof Error)
      .map(([name]) => name);
    expect(errorClasses).toEqual(
      expect.arrayContaining(['PlatformError', 'PlatformTimeoutError', 'NetworkError']),
    );
    for (const name of errorClasses) expect(readme, `error ${name}`).toContain(`\`${name}\``);
    for (const phrase of ['openapi-typescript', '>=0.80.0 <1.0.0', 'Call object is not available.'])
      expect(readme).toContain(phrase);
    // Adopters have the package, not the repository: no repository paths, no spec sections.
    expect(readme).not.toMatch(
      /(?<![\w-])(engine|tests|examples|machines|scripts)\/[\w./-]+|\bspec\b|§|section \d/i,
    );
  });

  it("ships declarations that import no xstate type, so xstate's own never reach an app's type check", async () => {
    const declarations = packed.files.filter((f) => f.endsWith('.d.ts'));
    const importing: string[] = [];
    for (const file of declarations) {
      const text = await readFile(join(app, 'node_modules', PACKAGE, file), 'utf8');
      if (/from\s+['"]xstate|import\s+['"]xstate|import\(['"]xstate/.test(text)) importing.push(file);
    }
    expect(declarations.length).toBeGreaterThan(5);
    expect(importing).toEqual([]);
  });

  it('ships declarations TypeScript 5.0 and 5.1 read: no tuple mixes labelled and unlabelled members (TS5084 before 5.2)', async () => {
    const dist = join(app, 'node_modules', PACKAGE, 'dist');
    const mixed: string[] = [];
    for (const file of packed.files.filter((f) => f.endsWith('.d.ts'))) {
      const path = join(dist, '..', file);
      const source = ts.createSourceFile(path, await readFile(path, 'utf8'), ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node): void => {
        if (ts.isTupleTypeNode(node) && new Set(node.elements.map(ts.isNamedTupleMember)).size > 1) {
          mixed.push(
            `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${node.getText().slice(0, 80)}`,
          );
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(mixed).toEqual([]);
  });

  it('type-checks the same app under the older Node resolution (node10), which reads no exports map', async () => {
    // Without typesVersions every subpath import is TS2307 here: "Cannot find module '…/webcall'".
    expect(await typecheck(app, 'tsconfig.node10.json')).toBe('');
  }, 60_000);

  it('loads every entry in Node with the peers installed', async () => {
    const names = (await node(app, 'allEntries.mjs')) as Record<string, string[]>;
    expect(names['/api']).toContain('createPlatformClient');
    expect(names['/webcall']).toEqual([
      'RECONNECT_LIMIT_MS',
      'SPEAKER_NAME',
      'WebCallClient',
      'createWebCall',
      'knownAppMessage',
    ]);
    expect(names['/speech']).toContain('createSpeechDetector');
    expect(names['/daily']).toContain('trackDailyCall');
    expect(names['.']).toEqual(
      [
        ...new Set([...names['/api']!, ...names['/webcall']!, ...names['/daily']!, ...names['/speech']!]),
      ].sort(),
    );
  });
});

describe('the API report', () => {
  // Any change to what an entry exports, or to a type or signature in it, fails here until the report is updated.
  it.each(['index', 'api', 'webcall', 'daily', 'speech'] as const)(
    'matches %s.api.txt (update it with `npm run api-report`)',
    async (entry) => {
      reports ??= apiReports(app, PACKAGE);
      const checkedIn = await readFile(join(ROOT, REPORT_DIR, `${entry}.api.txt`), 'utf8').catch(
        () => '(no report yet)',
      );
      // Compared line by line, so a failure shows the changed exports as a diff.
      expect(
        reports[entry].split('\n'),
        `The public API of ${PACKAGE} (${entry}) differs from ${REPORT_DIR}/${entry}.api.txt. If the change is meant, run \`npm run api-report\` and commit the report with it.`,
      ).toEqual(checkedIn.split('\n'));
    },
    60_000,
  );
});
let reports: ReturnType<typeof apiReports> | undefined;
