// Types of headers.js, which stays JavaScript because the local static server (scripts/serve.mjs)
// imports it on plain Node.
export interface HeadersRule {
  pattern: string;
  headers: [string, string][];
  detach: string[];
}
export declare const HEADERS_MAX_RULES: number;
export declare const HEADERS_MAX_LINE: number;
export declare function formatHeaders(rules: HeadersRule[]): string;
export declare function parseHeaders(text: string): HeadersRule[];
export declare function matchHeaders(rules: HeadersRule[], pathname: string): Record<string, string>;
