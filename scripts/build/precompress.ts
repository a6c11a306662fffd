// Every text file of the build, compressed once by the build: `<file>.br` (Brotli at its best
// quality) and `<file>.gz` (gzip level 9) beside it. The server sends these as they are
// (server/static.ts), so no visitor, the first after a deploy included, waits for compression.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What is worth compressing: text, from 1 KB up (below that the headers outweigh the saving). */
export const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|webmanifest|txt|xml)$/;
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes `.br` and `.gz` beside every compressible file under `outDir` that compression makes smaller. */
export async function precompress(outDir: string): Promise<number> {
  const jobs: Promise<void>[] = [];
  for await (const file of filesUnder(outDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    jobs.push(
      readFile(file).then(async (raw) => {
        if (raw.length < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(raw, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
          }),
          gzipped(raw, { level: 9 }),
        ]);
        if (br.length < raw.length) await writeFile(`${file}.br`, br);
        if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
      }),
    );
  }
  await Promise.all(jobs);
  return jobs.length;
}
