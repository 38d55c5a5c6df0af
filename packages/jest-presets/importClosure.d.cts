/** Absolute path -> text of every module the entries reach by static value imports (importClosure.cjs). */
export declare function importClosure(entries: readonly string[], aliases?: Readonly<Record<string, string>>): Map<string, string>;
