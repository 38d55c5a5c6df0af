import type { CompiledMessage } from 'icu-minify/format';

/**
 * The part of icu-minify's compiled format this app's texts use: plain text, arguments
 * (`["name"]`), rich-text tags (`["tag", ...children]`) and plurals (`["name", 2, { one, other,
 * "=n" }]`, `0` for `#`, written as the plain number: the counts these texts take are small whole
 * numbers, minutes until a retry). Selects, numbers and dates (`["name", <other type>, ...]`) are
 * left out, which saves about 0.5 KB gzipped against icu-minify's full formatter. The build
 * (vite/precompile.ts) runs `unsupportedNode` over every compiled text and stops with its message,
 * so a text that needs more cannot ship half formatted: switch this module back to `format` from
 * 'icu-minify/format' if one ever does.
 */
export type Values<T> = Record<string, string | number | ((chunks: (string | T)[]) => T)>;

/** icu-minify's type of a plural node, and its `#`. */
const PLURAL = 2;
const POUND = 0;

type Node = string | typeof POUND | [string, ...unknown[]];

/** The first node `format` below cannot handle, described for the build's error, or undefined. */
export function unsupportedNode(message: CompiledMessage | typeof POUND): string | undefined {
  if (typeof message === 'string' || message === POUND) return undefined;
  for (const node of message as unknown[]) {
    if (typeof node === 'string' || node === POUND) continue;
    if (!Array.isArray(node) || typeof node[0] !== 'string') return JSON.stringify(node);
    const [, ...children] = node as unknown[];
    const branches = children[0] === PLURAL ? Object.values(children[1] as object) : typeof children[0] === 'number' ? undefined : [children];
    if (branches === undefined) return `{${node[0]}, …} (select, number or date)`;
    for (const branch of branches) {
      const inner = unsupportedNode(branch as CompiledMessage);
      if (inner !== undefined) return inner;
    }
  }
  return undefined;
}

/**
 * Formats a compiled message: a plain string stays as it is, otherwise the parts in order, with
 * argument values as text (never markup), tags handed to their function, and of a plural the
 * branch `=n`, else the one the locale's plural rules pick for the count (`#` is the count).
 */
export function format<T>(message: CompiledMessage | typeof POUND, values: Values<T> = {}, locale?: string, count?: number): string | (string | T)[] {
  if (typeof message === 'string') return message;
  return [message].flat().flatMap((node: Node) => {
    if (typeof node === 'string') return node;
    if (node === POUND) return String(count);
    const [name, ...children] = node;
    if (!(name in values)) throw new Error(`Missing value for argument "${name}"`);
    const value = values[name]!;
    if (children[0] === PLURAL) {
      const n = Number(value);
      const options = children[1] as Record<string, CompiledMessage>;
      return format<T>(options[`=${n}`] ?? options[new Intl.PluralRules(locale).select(n)] ?? options.other!, values, locale, n);
    }
    return typeof value === 'function'
      ? value([format<T>(children as CompiledMessage, values, locale, count)].flat())
      : String(value);
  });
}
