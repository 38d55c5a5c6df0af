// The page's RSC payload out of its HTML, into a script of its own, fetched after the first frame.
//
// Next writes the payload React hydrates from (the page a second time, as data) into the HTML as
// inline `self.__next_f.push` scripts: 70–80 % of a page's HTML after brotli (home: 23 of 31 KB).
// A browser that paints as soon as the page's content is parsed still has to receive those bytes
// first on a slow link, and Lighthouse's model of a slow phone counts the whole document, round
// trips of TCP slow start included, before any paint. So each page's payload becomes a file
// (`/_next/static/payload/<hash>.js`, the same pushes), which the page's loader fetches with its
// chunks once the first frame is drawn and runs before them (@site/consent/firstFrame, `first`).
//
// On the way it leaves out what the HTML already has and React never reads back when it adopts
// the server's DOM: the text of the inlined stylesheets (`experimental.inlineCss`: React finds
// each one in <head> by its href) and the HTML of `dangerouslySetInnerHTML` (JSON-LD, the consent
// summary, drawn SVG: React compares only text children, never that HTML). A text that something
// else refers to as well stays.

import { createHash } from 'node:crypto';

const bootstrap = '(self.__next_f=self.__next_f||[]).push([0])';
const inlineScript = /<script>(\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)|self\.__next_f\.push\(([\s\S]*?)\))<\/script>/g;

const utf8Length = (codePoint) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * The rows of a Flight payload: `{ id, line }` for a row ending at a newline, `{ id, text }` for
 * a text row (`<id>:T<hex byte length>,<text>`, no newline). Any other length-prefixed (binary)
 * row is refused: a static page has none, and its length could not be read as characters.
 */
export function parseFlight(payload) {
  const rows = [];
  let at = 0;
  while (at < payload.length) {
    const colon = payload.indexOf(':', at);
    if (colon < 0) throw new Error(`payload: no row at ${at}`);
    const id = payload.slice(at, colon);
    const text = /^T([0-9a-f]+),/.exec(payload.slice(colon + 1, colon + 12));
    if (text) {
      let bytes = parseInt(text[1], 16);
      let end = colon + 1 + text[0].length;
      const start = end;
      while (bytes > 0) {
        const codePoint = payload.codePointAt(end);
        bytes -= utf8Length(codePoint);
        end += codePoint > 0xffff ? 2 : 1;
      }
      if (bytes !== 0) throw new Error(`payload: row ${id}'s text does not end on a character`);
      rows.push({ id, text: payload.slice(start, end) });
      at = end;
      continue;
    }
    if (/^[A-Za-z][0-9a-f]+,/.test(payload.slice(colon + 1, colon + 12))) throw new Error(`payload: row ${id} is binary`);
    const newline = payload.indexOf('\n', colon);
    if (newline < 0) throw new Error(`payload: row ${id} has no end`);
    rows.push({ id, line: payload.slice(colon + 1, newline) });
    at = newline + 1;
  }
  return rows;
}

export function serializeFlight(rows) {
  return rows.map((r) => (r.text != null ? `${r.id}:T${Buffer.byteLength(r.text).toString(16)},${r.text}` : `${r.id}:${r.line}\n`)).join('');
}

/** A reference to a row (`$<id>`); `$$…` is an escaped string, `$L…`, `$@…` and the like are other kinds. */
const rowReference = /^\$([0-9a-f]+)$/;

/**
 * The payload without what the HTML already has and hydration never reads (see the top): an
 * inlined stylesheet's text (a `<style>` with `href` and `precedence`) and `dangerouslySetInnerHTML`
 * HTML, whether written in place or as a text row of its own. A text row is emptied only when
 * every reference to it is one of those.
 */
export function withoutHtmlCopies(rows) {
  const refs = new Map();
  const count = (id, kind) => {
    const r = refs.get(id) ?? { strip: 0, other: 0 };
    r[kind]++;
    refs.set(id, r);
  };
  const changed = new Set();
  const visit = (value, row) => {
    if (typeof value === 'string') {
      const ref = rowReference.exec(value);
      if (ref) count(ref[1], 'other');
      return value;
    }
    if (!value || typeof value !== 'object') return value;
    if (Array.isArray(value)) {
      // A React element: ["$", type, key, props].
      if (value[0] === '$' && value.length === 4 && value[3] && typeof value[3] === 'object') {
        const props = value[3];
        visit(value[1], row);
        visit(value[2], row);
        const strip = (holder, key) => {
          const ref = rowReference.exec(holder[key]);
          if (ref) count(ref[1], 'strip');
          else if (holder[key] !== '') {
            holder[key] = '';
            changed.add(row);
          }
        };
        if (value[1] === 'style' && typeof props.href === 'string' && props.precedence != null && typeof props.children === 'string') {
          strip(props, 'children');
        }
        const inner = props.dangerouslySetInnerHTML;
        if (inner && typeof inner === 'object' && typeof inner.__html === 'string') strip(inner, '__html');
        for (const [key, prop] of Object.entries(props)) {
          if (key === 'dangerouslySetInnerHTML' || (key === 'children' && value[1] === 'style' && props.precedence != null)) continue;
          props[key] = visit(prop, row);
        }
        return value;
      }
      return value.map((item) => visit(item, row));
    }
    for (const key of Object.keys(value)) value[key] = visit(value[key], row);
    return value;
  };
  const parsed = rows.map((row) => {
    if (row.line == null || !/^[[{]/.test(row.line)) return { row };
    return { row, value: visit(JSON.parse(row.line), row) };
  });
  return parsed.map(({ row, value }) => {
    if (changed.has(row)) return { id: row.id, line: JSON.stringify(value) };
    const r = row.text != null ? refs.get(row.id) : null;
    if (r && r.strip > 0 && r.other === 0) return { id: row.id, text: '' };
    return row;
  });
}

/**
 * The page without its inline payload scripts, and the payload as a script of its own (the same
 * pushes, minus the copies `withoutHtmlCopies` leaves out), with the name it is written under
 * (`/_next/static/payload/<hash>.js`). `null` for a page without a payload.
 */
export function externalPayload(html) {
  const scripts = [...html.matchAll(inlineScript)];
  if (scripts.length === 0) return null;
  if (scripts[0][1] !== bootstrap) throw new Error('payload: the first payload script is not the bootstrap');
  const pushes = scripts.slice(1).map((m) => {
    if (m[1] === bootstrap) throw new Error('payload: a second bootstrap');
    return JSON.parse(m[2]);
  });
  if (pushes.some((p) => p[0] !== 1 || typeof p[1] !== 'string')) throw new Error('payload: only text pushes are expected in a static page');
  const flight = serializeFlight(withoutHtmlCopies(parseFlight(pushes.map((p) => p[1]).join(''))));
  const script = `${bootstrap};self.__next_f.push([1,${JSON.stringify(flight)}])`;
  const hash = createHash('sha256').update(script).digest('base64url').slice(0, 16);
  return {
    html: html.replace(inlineScript, ''),
    script,
    path: `/_next/static/payload/${hash}.js`,
  };
}
