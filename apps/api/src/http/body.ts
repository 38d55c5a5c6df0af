import { maxBodyBytesOf, maxDrainBytes, type FieldErrorValue } from '@site/api/contract';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-types';
import { problemHttpResponse } from './problem';

/*
 * A body over the limit is read on, and dropped, up to `maxDrainBytes` before the 413 goes out.
 * `wrangler dev` puts a proxy (a Durable Object) in front of the Worker that streams the body on
 * to it; when the Worker answers while that stream is unread, the proxy's next request stalls or
 * it answers 503 'worker restarted mid-request' (shown against the Worker's own port, which is
 * clean, in apps/api/README.md "Requests before any route"). Reading the rest keeps it whole;
 * past that much the stream is cancelled. Cloudflare has no such proxy.
 */

/** Reads a stream of at most `limit` bytes, counting as it reads; null (the rest read and dropped) when it is longer. */
async function readAtMost(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      while (size <= maxDrainBytes) {
        const rest = await reader.read();
        if (rest.done) return null;
        size += rest.value.byteLength;
      }
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * Every body is refused over its path's limit (maxBodyBytesOf: 16 KB, a field-data beacon 2 KB) with 413 PAYLOAD_TOO_LARGE, whether or not it says its
 * length: a length over the limit before a byte is read, a body sent in chunks at the first byte
 * over it. What is under the limit is kept, so the routes read it from memory.
 */
export const limitBody = createMiddleware<AppEnv>(async (c, next) => {
  const stream = c.req.raw.body;
  if (!stream) return next();
  const limit = maxBodyBytesOf(c.req.path);
  const declared = c.req.header('Content-Length');
  if (declared !== undefined && !c.req.header('Transfer-Encoding') && Number(declared) > limit) return problemHttpResponse('PAYLOAD_TOO_LARGE');
  const body = await readAtMost(stream, limit);
  if (!body) return problemHttpResponse('PAYLOAD_TOO_LARGE');
  // An empty body is no body (support's retry POSTs none).
  c.req.raw = new Request(c.req.raw, { body: body.byteLength > 0 ? body : null });
  return next();
});

const utf8 = new TextDecoder('utf-8', { fatal: true });
const replacing = new TextDecoder('utf-8');

/** The dotted names (as fieldErrors writes them) of the string values that hold `mark`. */
function fieldsHolding(value: unknown, mark: string, path: string[] = []): string[] {
  if (typeof value === 'string') return value.includes(mark) ? [path.join('.') || 'body'] : [];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => (key.includes(mark) ? ['body'] : fieldsHolding(inner, mark, [...path, key])));
}

/**
 * Why a body is not UTF-8, as field errors: undefined when it is. The bytes that are not UTF-8
 * decode to U+FFFD; in a JSON body whose strings then hold it, those fields are named, otherwise
 * the body is (RFC 8259 §8.1: JSON is UTF-8).
 */
export function utf8Errors(body: ArrayBuffer, json: boolean): FieldErrorValue[] | undefined {
  try {
    utf8.decode(body);
    return undefined;
  } catch {
    // not UTF-8: name where
  }
  if (json) {
    try {
      const fields = fieldsHolding(JSON.parse(replacing.decode(body)), '\uFFFD');
      if (fields.length > 0) return [...new Set(fields)].map((field) => ({ field, rule: 'format' as const }));
    } catch {
      // not JSON either
    }
  }
  return [{ field: 'body', rule: 'format' }];
}
