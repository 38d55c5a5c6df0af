import { placeholderHostReason } from './productionConfig';

export interface PlaceholderAddress {
  /** The host or e-mail domain as found. */
  address: string;
  reason: string;
}

const label = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
const host = `${label}(?:\\.${label})*`;
/**
 * Where an address starts in a built file: after `//` (a URL, also percent- or JSON-escaped), after
 * `@` (an e-mail), or a `localhost:<port>`. The word `localhost` alone is not an address: library
 * code compares hosts with it (Bugsnag's release-stage default, URL parsers).
 */
const addressPattern = new RegExp(
  `(?:\\/\\/|%2F%2F|\\\\u002F\\\\u002F|@|%40)(${host}|\\[[0-9a-f:]+\\])|\\b(localhost):\\d|\\b(${label}\\.${label}\\.(?:example|invalid))\\b`,
  'gi',
);

/** Every local or reserved-domain address in a text (a built page, script, header file). */
export function findPlaceholderAddresses(text: string): PlaceholderAddress[] {
  const found = new Map<string, PlaceholderAddress>();
  for (const match of text.matchAll(addressPattern)) {
    const address = (match[1] ?? match[2] ?? match[3])!.toLowerCase();
    const reason = placeholderHostReason(address);
    if (reason && !found.has(address)) found.set(address, { address, reason });
  }
  return [...found.values()];
}

/**
 * Placeholder addresses that third-party code in a build uses as text, never as a destination,
 * each pinned to its file and its exact use, so the output check passes them and nothing else:
 * Pagefind's runtime (out/pagefind/, site search) parses relative result URLs against
 * `https://example.com` (`new URL(`https://example.com${path}`)`) and keeps only path and hash.
 */
const libraryUses: { file: RegExp; use: RegExp }[] = [
  { file: /(^|[/\\])pagefind[/\\]pagefind(-worker)?\.js$/, use: /new URL\(`https:\/\/example\.com\$\{/g },
];

/** `text` of `file` without the known library uses above. */
export function withoutLibraryUses(file: string, text: string): string {
  return libraryUses.reduce((rest, { file: name, use }) => (name.test(file) ? rest.replace(use, 'new URL(`${') : rest), text);
}
