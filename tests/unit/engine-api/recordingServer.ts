// A real HTTP server on 127.0.0.1 that records every request the client sends and answers as told.
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  /** Raw path as sent, still percent-encoded. */
  rawPath: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  /** Objects are sent as JSON. */
  body?: unknown;
  /** Never answer (until the server closes). */
  hang?: boolean;
  /** Drop the connection without an HTTP answer. */
  destroy?: boolean;
}

export type Handler = (request: Recorded, index: number) => Reply;

export interface RecordingServer {
  baseUrl: string;
  requests: Recorded[];
  close(): Promise<void>;
}

function answer(res: ServerResponse, reply: Reply) {
  const isText = typeof reply.body === 'string' || reply.body === undefined;
  const headers = isText ? { ...reply.headers } : { 'content-type': 'application/json', ...reply.headers };
  res.writeHead(reply.status ?? 200, headers);
  res.end(isText ? (reply.body as string | undefined) : JSON.stringify(reply.body));
}

export async function startRecordingServer(
  handler: Handler = () => ({ body: { ok: true } }),
): Promise<RecordingServer> {
  const requests: Recorded[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const recorded = {
        method: req.method ?? '',
        rawPath: (req.url ?? '').split('?')[0] ?? '',
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(recorded);
      const reply = handler(recorded, requests.length - 1);
      if (reply.destroy) req.socket.destroy();
      else if (!reply.hang) answer(res, reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Parses a recorded multipart body the way a server framework would. */
export function parseMultipart(request: Recorded): Promise<FormData> {
  return new Response(new Uint8Array(request.body), {
    headers: { 'content-type': String(request.headers['content-type']) },
  }).formData();
}
