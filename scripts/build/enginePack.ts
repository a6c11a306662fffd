// Builds the engine package, packs it with `npm pack` and installs the tarball into fresh projects
// outside the repository: offline with peers linked from this repository's node_modules (installInto), or
// from the npm registry beside chosen peer versions with a plain `npm install`, as an app installs it
// (installFromRegistry). Used by the package's tests and `npm run api-report`.
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

// An app's own `npm install`: no flag that loosens peer resolution. npm's cache (the user's, which CI keeps) is
// preferred to the network, so each peer version is downloaded once per machine.
const APP_INSTALL_ENV = {
  npm_config_prefer_offline: 'true',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
  npm_config_loglevel: 'error',
};

/** The newest release of `name` below 1.0.0 on the registry (npm's cached answer when it has one). */
export async function newest0x(name: string): Promise<string> {
  const { stdout } = await run('npm', ['view', name, 'versions', '--json'], {
    env: { ...process.env, ...APP_INSTALL_ENV },
  });
  // Numeric order, not npm's listing order or string order: 0.92.2 is newer than 0.9.995.
  const releases = [JSON.parse(stdout) as string | string[]]
    .flat()
    .filter((version) => /^0\.\d+\.\d+$/.test(version))
    .map((version) => version.split('.').map(Number))
    .sort((a, b) => a[1]! - b[1]! || a[2]! - b[2]!);
  const newest = releases.at(-1);
  if (!newest) throw new Error(`npm view found no 0.x release of ${name}: ${stdout.slice(0, 300)}`);
  return newest.join('.');
}

/**
 * A new ES-module project whose package.json depends on the tarball and on `dependencies` (name to version),
 * installed from the registry with a plain `npm install`; the files of `fixtures` are copied in. A peer range
 * the dependencies do not satisfy fails here with npm's ERESOLVE, as it would for an app.
 */
export async function installFromRegistry(
  packed: Packed,
  name: string,
  dependencies: Record<string, string>,
  fixtures?: string,
): Promise<string> {
  const project = join(packed.dir, name);
  await mkdir(project);
  await writeFile(
    join(project, 'package.json'),
    JSON.stringify({
      name,
      private: true,
      type: 'module',
      dependencies: { [PACKAGE]: `file:${packed.tarball}`, ...dependencies },
    }),
  );
  await run('npm', ['install'], { cwd: project, env: { ...process.env, ...APP_INSTALL_ENV } }).catch(
    (error: { stderr?: string }) => {
      throw new Error(`npm install failed in ${name}:\n${error.stderr ?? String(error)}`);
    },
  );
  if (fixtures) await cp(fixtures, project, { recursive: true });
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
