import type { QueryParams } from '../types';
import type { Outgoing, Transport } from './transport';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const count = (value: unknown) => (typeof value === 'number' && value > 0 ? value : undefined);

/**
 * Walks the platform's paginated lists (`{ results, metadata: { currentPage, itemsPerPage, totalItems } }`,
 * pages counted from 1 in `page`), one request per page and only as far as the loop reads. It stops at an
 * empty or short page or once `metadata` says every item was seen. An answer without a `results` list, or
 * one that is not the page asked for, fails with a TypeError naming the path, so a changed shape is never
 * taken for the end of the list and a server that ignores `page` does not loop for ever.
 */
export async function* walkPages(
  transport: Transport,
  request: Omit<Outgoing, 'query'>,
  query: QueryParams = {},
): AsyncGenerator<unknown, void, undefined> {
  const limit = count(query.limit);
  let previous: string | undefined;
  for (let page = Number(query.page ?? 1); ; page++) {
    const body = await transport.send({ ...request, query: { ...query, page } });
    const results = isRecord(body) ? body.results : undefined;
    if (!Array.isArray(results)) {
      throw new TypeError(
        `${request.method} ${request.path} page ${page} has no "results" list, so listAll() cannot read it; call the paged method itself to see the answer`,
      );
    }
    // A server that ignores `page` would send the same page for ever: fail rather than repeat items.
    const meta = isRecord(body) && isRecord(body.metadata) ? body.metadata : {};
    const current = JSON.stringify(results);
    if (
      (typeof meta.currentPage === 'number' && meta.currentPage !== page) ||
      (results.length > 0 && current === previous)
    ) {
      throw new TypeError(
        `${request.method} ${request.path} did not answer with page ${page}: the server ignores "page", so listAll() stops rather than repeat items`,
      );
    }
    previous = current;
    yield* results;
    if (isLastPage(results, meta, page, limit)) return;
  }
}

/** The walk ends at an empty or short page, or once `metadata` says every item was seen. */
function isLastPage(
  results: unknown[],
  meta: Record<string, unknown>,
  page: number,
  limit: number | undefined,
): boolean {
  const perPage = count(meta.itemsPerPage) ?? limit;
  const total = typeof meta.totalItems === 'number' ? meta.totalItems : undefined;
  const seen = (count(meta.currentPage) ?? page) * (perPage ?? Infinity);
  return (
    results.length === 0 ||
    (perPage !== undefined && results.length < perPage) ||
    (total !== undefined && seen >= total)
  );
}
