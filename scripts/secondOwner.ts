// Runs the owner-independent tests a second time on another owner: copies the repository's tracked
// files to a temporary folder, puts a fixture owner's files in content/ (tests/fixtures/owners/<name>,
// default noemie) with no pictures of their own, builds, and runs the unit and model tests that read
// content, the check that nothing of the first owner is left in dist/, and a smoke set of end-to-end
// tests. `npm test` runs it after the first owner's tests. Usage: npm run test:second-owner
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const root = join(import.meta.dirname, '..');
const fixture = process.env.SECOND_OWNER ?? 'noemie';

// The tests that read content or draw it: the site's screens, model tests, build, server routes and
// chat views. Left out, as they read no owner: the assistant's (tests/unit/chat-server holds its own
// two owners), the engine's and its machines', the stores', the outbox's, the server process's and
// the voice chunks'.
const UNIT = [
  'tests/model',
  'tests/unit/screens',
  'tests/unit/build',
  'tests/unit/shell',
  'tests/unit/chatbot',
  'tests/unit/contact',
  'tests/unit/not-found',
  'tests/unit/content.test.ts',
  'tests/unit/contracts.test.tsx',
  'tests/unit/server/app.test.ts',
];
const UNIT_EXCLUDE = [
  'tests/model/webCall.test.ts',
  'tests/model/dailyCall.test.ts',
  'tests/model/kit.test.ts',
];
// A smoke set: every screen, entry address and prerendered page, the chat's links, and of the shell
// what the owner's content decides (titles, empty lists, the player stats, fitting the laptop);
// its video, menu and axe checks read no owner.
const E2E = [
  'tests/e2e/screens.spec.ts',
  'tests/e2e/prerender.spec.ts',
  'tests/e2e/itemLinks.spec.ts',
  'tests/e2e/shell.spec.ts',
];
const E2E_GREP =
  '(screens|prerender|itemLinks)\\.spec\\.ts|shell\\.spec\\.ts.*(loads with its title|leaves it out|404 title|player stats|fits without scrolling)';

/** A copy of the repository with the fixture owner in content/; returns its folder. */
export function secondOwnerTree(name = fixture): string {
  const dir = mkdtempSync(join(tmpdir(), `owner-${name}-`));
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    if (file.startsWith('content/pictures/')) continue;
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    try {
      cpSync(join(root, file), join(dir, file));
    } catch {
      // A tracked file deleted in the working tree is not part of this tree either.
    }
  }
  const from = join(root, 'tests/fixtures/owners', name);
  for (const file of readdirSync(from).filter((f) => f.endsWith('.ts')))
    writeFileSync(
      join(dir, 'content', file),
      readFileSync(join(from, file), 'utf8').replaceAll("'../../../../content/", "'./"),
    );
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

function run(cwd: string, command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n[second owner: ${fixture}] ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  return status ?? 1;
}

if (process.argv[1] === import.meta.filename) {
  const dir = secondOwnerTree();
  const port = String(Number(process.env.E2E_PORT ?? 4173) + 10);
  let failed = 0;
  try {
    failed ||= run(dir, 'npx', ['vite', 'build', '--configLoader', 'runner', '--logLevel', 'warn']);
    if (!failed)
      failed ||= run(
        dir,
        'npx',
        ['vitest', 'run', ...UNIT, ...UNIT_EXCLUDE.flatMap((file) => ['--exclude', file])],
        {
          PREVIOUS_OWNER_CONTENT: join(root, 'content'),
        },
      );
    if (!failed)
      failed ||= run(dir, 'npx', ['playwright', 'test', '--project=site', ...E2E, '--grep', E2E_GREP], {
        E2E_PORT: port,
        E2E_PREBUILT: 'dist',
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(failed ? `\nsecond owner (${fixture}): FAILED` : `\nsecond owner (${fixture}): passed`);
  process.exit(failed);
}
