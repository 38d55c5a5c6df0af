import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type DefaultTreeAdapterMap } from 'parse5';

// The exported site as files, for the checks that need no browser: what a crawler, a social
// network or a feed reader reads is the static HTML of apps/web/out, parsed here with parse5
// (the HTML standard's parser, as a browser parses it) instead of being opened in Chromium.

type Node = DefaultTreeAdapterMap['node'];
export type Element = DefaultTreeAdapterMap['element'];

/** apps/web/out, the export the suite's server serves. */
export const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../out');

/** The file a URL path is served from, as scripts/serve.mjs finds it: a folder -> its index.html. */
export function builtFile(urlPath: string): string {
  const pathname = decodeURIComponent(new URL(urlPath, 'http://local').pathname);
  const file = path.join(out, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
  if (!existsSync(file)) throw new Error(`${urlPath} is not in the export (${file})`);
  return file;
}

const isElement = (node: Node): node is Element => 'tagName' in node;

function* descendants(node: Node): Generator<Element> {
  const children = 'childNodes' in node ? node.childNodes : [];
  // A <template>'s content is a fragment of its own, as in the DOM.
  const content = node.nodeName === 'template' ? (node as DefaultTreeAdapterMap['template']).content.childNodes : [];
  for (const child of [...children, ...content]) {
    if (!isElement(child)) continue;
    yield child;
    yield* descendants(child);
  }
}

export const attr = (element: Element, name: string): string | undefined => element.attrs.find((a) => a.name === name)?.value;

/** The node's textContent, as the DOM gives it. */
export function textContent(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  return 'childNodes' in node ? node.childNodes.map(textContent).join('') : '';
}

/** The element's text with its white space collapsed and trimmed, as a person reads it. */
export const text = (node: Node): string => textContent(node).replace(/\s+/g, ' ').trim();

interface Compound {
  tag?: string;
  tests: ((element: Element) => boolean)[];
}

const part = /([#.])([\w-]+)|\[([\w:-]+)(?:([\^*]?=)(?:"([^"]*)"|([\w-]+)))?\]/y;

/**
 * A selector of compound selectors joined by descendant combinators: a tag name or `*`, `#id`,
 * `.class`, `[name]`, `[name="value"]` (or unquoted), `[name^="value"]`, `[name*="value"]`.
 * Enough for the head's tags and the few landmarks the checks read, without a CSS engine; any
 * other syntax throws rather than match too much.
 */
function compile(selector: string): Compound[] {
  return selector
    .trim()
    .split(/\s+(?![^[]*\])/)
    .map((source) => {
      const compound: Compound = { tests: [] };
      const tag = /^([a-z][a-z0-9-]*|\*)/i.exec(source)?.[0] ?? '';
      if (tag && tag !== '*') compound.tag = tag.toLowerCase();
      part.lastIndex = tag.length;
      while (part.lastIndex < source.length) {
        const match = part.exec(source);
        if (!match) throw new Error(`unsupported selector: ${selector}`);
        const [, kind, name, attribute, op, quoted, bare] = match;
        const value = quoted ?? bare;
        if (kind === '#') compound.tests.push((e) => attr(e, 'id') === name);
        else if (kind === '.') compound.tests.push((e) => (attr(e, 'class') ?? '').split(/\s+/).includes(name!));
        else if (op === undefined) compound.tests.push((e) => attr(e, attribute!) !== undefined);
        else if (op === '=') compound.tests.push((e) => attr(e, attribute!) === value);
        else if (op === '^=') compound.tests.push((e) => (attr(e, attribute!) ?? '').startsWith(value!));
        else compound.tests.push((e) => (attr(e, attribute!) ?? '').includes(value!));
      }
      return compound;
    });
}

const matches = (element: Element, { tag, tests }: Compound) => (!tag || element.tagName === tag) && tests.every((t) => t(element));

/** Does `element` match the compounds, the last one itself and the others on ancestors below `root`, in order? */
function matchesChain(element: Element, compounds: Compound[], root: Node): boolean {
  if (!matches(element, compounds.at(-1)!)) return false;
  let rest = compounds.slice(0, -1);
  for (let node: Node | null = element.parentNode; rest.length > 0 && node && node !== root; node = 'parentNode' in node ? node.parentNode : null) {
    if (isElement(node) && matches(node, rest.at(-1)!)) rest = rest.slice(0, -1);
  }
  return rest.length === 0;
}

/** Every element under `root` matching `selector`, in document order. */
export function all(root: Node, selector: string): Element[] {
  const compounds = compile(selector);
  return [...descendants(root)].filter((e) => matchesChain(e, compounds, root));
}

/** The one element matching `selector`, as a Playwright locator demands: fails when there is none or more than one. */
export function one(root: Node, selector: string): Element {
  const found = all(root, selector);
  if (found.length !== 1) throw new Error(`${found.length} elements match ${selector}, not one`);
  return found[0]!;
}

export interface BuiltPage {
  /** The URL path the page is served at. */
  path: string;
  html: string;
  document: DefaultTreeAdapterMap['document'];
}

const cache = new Map<string, BuiltPage>();

/** A page of the export, read and parsed once per worker. */
export function builtPage(urlPath: string): BuiltPage {
  let page = cache.get(urlPath);
  if (!page) {
    const html = readFileSync(builtFile(urlPath), 'utf8');
    page = { path: urlPath, html, document: parse(html) };
    cache.set(urlPath, page);
  }
  return page;
}

/** A page's HTML as the server answered it, parsed. */
export function parsedPage(urlPath: string, html: string): BuiltPage {
  return { path: urlPath, html, document: parse(html) };
}
