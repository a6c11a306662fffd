// Builds the engine package, packs it with `npm pack` and installs the tarball into fresh projects
// outside the repository, offline: the tarball has no dependencies, and peers are linked from this
// repository's node_modules instead of being fetched. Used by the package's tests and `npm run api-report`.
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT, buildEnginePackage } from './enginePackage';

export const PACKAGE = '@hud-portfolio/call-engine';
const run = promisify(execFile);
const NPM_FLAGS = [
  '--offline',
  '--legacy-peer-deps',
  '--no-audit',
  '--no-fund',
  '--ignore-scripts',
  '--loglevel=error',
];

export interface Packed {
  /** Temporary folder holding the built package, the tarball and the consumer projects. */
  dir: string;
  tarball: string;
  /** What `npm pack` says it put in the tarball. */
  files: string[];
  cleanup(): Promise<void>;
}

export async function packEngine(): Promise<Packed> {
  const dir = await mkdtemp(join(tmpdir(), 'engine-package-'));
  await buildEnginePackage(join(dir, 'package'));
  const { stdout } = await run('npm', [
    'pack',
    join(dir, 'package'),
    '--pack-destination',
    dir,
    '--json',
    '--loglevel=error',
  ]);
  const [report] = JSON.parse(stdout) as Array<{ filename: string; files: Array<{ path: string }> }>;
  if (!report) throw new Error(`npm pack reported nothing: ${stdout}`);
  return {
    dir,
    tarball: join(dir, report.filename),
    files: report.files.map((f) => f.path).sort(),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

/** A new ES-module project with the tarball installed, the files of `fixtures` (a folder) copied in, and the given peers linked. */
export async function installInto(
  packed: Packed,
  name: string,
  peers: string[],
  fixtures?: string,
): Promise<string> {
  const project = join(packed.dir, name);
  await mkdir(project);
  await writeFile(join(project, 'package.json'), JSON.stringify({ name, private: true, type: 'module' }));
  await run('npm', ['install', packed.tarball, ...NPM_FLAGS], { cwd: project });
  if (fixtures) await cp(fixtures, project, { recursive: true });
  for (const peer of peers) {
    await mkdir(join(project, 'node_modules', peer, '..'), { recursive: true });
    await symlink(join(ROOT, 'node_modules', peer), join(project, 'node_modules', peer), 'dir');
  }
  return project;
}

export const node = (project: string, script: string, env: Record<string, string> = {}) =>
  run(process.execPath, [script], { cwd: project, env: { ...process.env, ...env } }).then(
    ({ stdout }) => JSON.parse(stdout) as unknown,
  );

/** tsc from this repository over one of the project's tsconfigs; resolves with its diagnostics whether or not it failed. */
export const typecheck = (project: string, config = 'tsconfig.json') =>
  run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(project, config)], {
    cwd: project,
  })
    .then(() => '')
    .catch((error: { stdout?: string }) => error.stdout ?? String(error));
