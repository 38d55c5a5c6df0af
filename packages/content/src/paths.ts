import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Finds this package's folder from the working directory (the web app's build, the package's own
 * tests and scripts all run somewhere inside the repo). Walking up from cwd works the same under
 * Next's bundler, Jest and tsx, where `import.meta.url` and `__dirname` do not.
 */
export function contentPackageDir(cwd: string = process.cwd()): string {
  let dir = path.resolve(cwd);
  for (;;) {
    const own = path.join(dir, 'package.json');
    if (existsSync(own) && readPackageName(own) === '@site/content') return dir;
    const nested = path.join(dir, 'packages', 'content');
    if (existsSync(path.join(nested, 'package.json')) && readPackageName(path.join(nested, 'package.json')) === '@site/content') return nested;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find packages/content above ${cwd}.`);
    dir = parent;
  }
}

function readPackageName(file: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { name?: string }).name;
  } catch {
    return undefined;
  }
}

/** The bundled space export. */
export const bundledExportFile = (): string => path.join(contentPackageDir(), 'data', 'export.json');

/** Asset files of the bundled export, laid out as contentful-export's downloadAssets writes them. */
export const bundledAssetsDir = (): string => path.join(contentPackageDir(), 'data', 'assets');

/** Where the web app serves generated images from (`/media/...`); generated, gitignored. */
export const defaultMediaDir = (): string => path.join(contentPackageDir(), '..', '..', 'apps', 'web', 'public', 'media');

/**
 * Unpublished entries the local Delivery API stub shows only to its preview token, so the test
 * command can prove a preview build holds drafts and a delivery build does not.
 */
export const previewDraftsFile = (): string => path.join(contentPackageDir(), 'data', 'preview-drafts.json');
