import { request } from 'node:http';

/** An answer to `sendAsIs`: status, lower-cased headers, the body as text, and how long it took. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  ms: number;
}

export interface RawOptions {
  headers?: Record<string, string>;
  /** Sent with its length. */
  body?: string | Buffer;
  /** This many bytes sent in 64 KB chunks, with no length (Transfer-Encoding: chunked). */
  chunkedBytes?: number;
  timeoutMs?: number;
}

/**
 * Sends one request with its path exactly as written, on a connection of its own, as
 * `curl --path-as-is` does: a browser, `fetch` and Playwright's `request` resolve `..` and
 * `%2e%2e` before anything is sent. A server may answer before a chunked body is all sent (a
 * 413); the answer counts then, and the rest of the body is dropped.
 */
export function sendAsIs(origin: string, method: string, path: string, options: RawOptions = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    let answered = false;
    const outgoing = request({ hostname, port, method, path, headers: options.headers, agent: false, timeout: options.timeoutMs ?? 15_000 }, (answer) => {
      answered = true;
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks).toString('utf8'), ms: Date.now() - started }),
      );
      answer.on('error', reject);
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${method} ${path}: no answer within ${options.timeoutMs ?? 15_000} ms`)));
    outgoing.on('error', (error) => {
      if (!answered) reject(error);
    });
    if (options.chunkedBytes === undefined) {
      outgoing.end(options.body);
      return;
    }
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let left = options.chunkedBytes;
    const write = () => {
      while (left > 0 && !outgoing.destroyed) {
        const next = chunk.subarray(0, Math.min(chunk.length, left));
        left -= next.length;
        if (!outgoing.write(next)) return void outgoing.once('drain', write);
      }
      if (!outgoing.destroyed) outgoing.end();
    };
    write();
  });
}
