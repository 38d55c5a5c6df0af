export declare function inlineScripts(html: string): string[];
export declare function sha256Source(text: string): string;
export declare function inlineScriptHashes(html: string): string[];
export declare function injectMetaCsp(html: string, policy: string): string;
export declare function secureExport(options: {
  dir: string;
  mode: 'meta' | 'header';
  env?: Record<string, string | undefined>;
  immutable?: string[];
}): { pages: { path: string; hashes: number }[]; hashes: number };
