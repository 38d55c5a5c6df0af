import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Env } from './env';
import { findPlaceholderAddresses, withoutLibraryUses } from './placeholderAddresses';
import { buildSecrets } from './variables';

/**
 * What a build's output (apps/web/out, apps/registration/dist) must not hold, checked by one
 * scanner (`pnpm check:output`, scripts/check-output.ts) before anything is published: the
 * secrets the build was given, the e2e-only crash probe, and local or reserved-domain addresses.
 */
export interface OutputCheck {
  name: string;
  /** Which files it reads and how: as Latin-1 (every byte a character) or UTF-8; undefined: not at all. */
  reads(file: string): 'latin1' | 'utf8' | undefined;
  /** What it finds in one file (`file` relative to the output folder), each as a short text. */
  find(file: string, text: string): string[];
  /** What a pass means, for the summary line. */
  passes: string;
}

/**
 * The values of the secret variables a build reads (src/variables.ts) that are set here and long
 * enough to be searched for; none set: undefined, as the check could not fail.
 */
export function secretsCheck(env: Env): OutputCheck | undefined {
  const secrets = buildSecrets()
    .map((name) => [name, env[name]?.trim()] as const)
    .filter((entry): entry is readonly [string, string] => (entry[1]?.length ?? 0) >= 8);
  if (secrets.length === 0) return undefined;
  return {
    name: 'secret',
    reads: () => 'latin1',
    find: (_file, text) => secrets.filter(([, value]) => text.includes(value)).map(([name]) => name),
    passes: `none of ${secrets.map(([name]) => name).join(', ')}`,
  };
}

/**
 * What the e2e-only crash probes of both apps carry and minification keeps: the event apps/web's
 * CrashProbe.tsx listens for, which apps/registration's CrashProbe.tsx names in its error.
 */
export const e2eMarker = 'site-crash-probe';

/** A text file holding the e2e-only crash probe. */
export const e2eCheck: OutputCheck = {
  name: 'e2e-only code',
  reads: (file) => (/\.(js|mjs|html|txt|json|css|map)$/.test(file) ? 'utf8' : undefined),
  find: (_file, text) => (text.includes(e2eMarker) ? [e2eMarker] : []),
  passes: 'no e2e-only crash probe',
};

const binary = /\.(png|jpe?g|webp|avif|gif|ico|woff2?|ttf|br|gz)$/i;

/** Local and reserved-domain addresses (localhost, 127.0.0.1, *.example, *.test, *.invalid), headers included. */
export const addressCheck: OutputCheck = {
  name: 'placeholder address',
  reads: (file) => (binary.test(file) ? undefined : 'utf8'),
  find: (file, text) => findPlaceholderAddresses(withoutLibraryUses(file, text)).map(({ address, reason }) => `${address} ${reason}`),
  passes: 'no local, .example or .test address',
};

export interface OutputFinding {
  check: string;
  found: string;
  /** The files it was found in, each as `<folder>/<path in it>`. */
  files: string[];
}

function* filesIn(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* filesIn(full);
    else yield full;
  }
}

/** Reads every file of the folders once and runs the checks on it; findings grouped by what was found. */
export function scanOutput(dirs: readonly string[], checks: readonly OutputCheck[]): { scanned: number; findings: OutputFinding[] } {
  const findings = new Map<string, OutputFinding>();
  let scanned = 0;
  for (const dir of dirs) {
    for (const full of filesIn(dir)) {
      scanned += 1;
      const file = path.relative(dir, full);
      let bytes: Buffer | undefined;
      for (const check of checks) {
        const encoding = check.reads(file);
        if (!encoding) continue;
        bytes ??= readFileSync(full);
        for (const found of check.find(file, bytes.toString(encoding))) {
          const key = `${check.name}\n${found}`;
          const finding = findings.get(key) ?? { check: check.name, found, files: [] };
          finding.files.push(path.join(dir, file));
          findings.set(key, finding);
        }
      }
    }
  }
  return { scanned, findings: [...findings.values()] };
}
