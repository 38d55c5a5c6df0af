import type { CompiledMessage } from 'icu-minify/format';

/**
 * The part of icu-minify's compiled format this app's texts use: plain text, arguments
 * (`["name"]`) and rich-text tags (`["tag", ...children]`). Plurals, selects, numbers and dates
 * are compiled to typed nodes (`["name", <type number>, ...]`, `0` for `#`); no registration text
 * needs them, and leaving icu-minify's full formatter out saves about 0.5 KB gzipped. The build
 * (vite/precompile.ts) runs `unsupportedNode` over every compiled text and stops
 * with its message, so a text that needs more cannot ship half formatted: switch this module
 * back to `format` from 'icu-minify/format' if one ever does.
 */
export type Values<T> = Record<string, string | number | ((chunks: (string | T)[]) => T)>;

/** The first node `format` below cannot handle, described for the build's error, or undefined. */
export function unsupportedNode(message: CompiledMessage): string | undefined {
  if (typeof message === 'string') return undefined;
  for (const node of message as unknown[]) {
    if (typeof node === 'string') continue;
    if (!Array.isArray(node) || typeof node[0] !== 'string') return JSON.stringify(node);
    const [, ...children] = node as unknown[];
    if (typeof children[0] === 'number') return `{${node[0]}, …} (plural, select, number or date)`;
    const inner = unsupportedNode(children as CompiledMessage);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/**
 * Formats a compiled message: a plain string stays as it is, otherwise the parts in order, with
 * argument values as text (never markup) and tags handed to their function.
 */
export function format<T>(message: CompiledMessage, values: Values<T> = {}): string | (string | T)[] {
  if (typeof message === 'string') return message;
  return (message as unknown as (string | [string, ...unknown[]])[]).map((node) => {
    if (typeof node === 'string') return node;
    const [name, ...children] = node;
    if (!(name in values)) throw new Error(`Missing value for argument "${name}"`);
    const value = values[name]!;
    return typeof value === 'function'
      ? value([format<T>(children as CompiledMessage, values)].flat())
      : String(value);
  });
}
