import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { routeList } from '@site/config/routes';

const srcDir = join(__dirname, '..');
const localeDir = join(srcDir, 'app', '[locale]');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** `/jobs/` for app/[locale]/jobs/page.tsx; pages below a dynamic segment come from content. */
const staticPagePaths = files(localeDir)
  .filter((file) => file.endsWith(`${sep}page.tsx`))
  .map((file) => relative(localeDir, file).split(sep).slice(0, -1))
  .filter((segments) => !segments.some((segment) => segment.startsWith('[')))
  .map((segments) => `/${segments.map((segment) => `${segment}/`).join('')}`);

describe('the route registry and the pages of the app', () => {
  it('has a page for every route and a route for every page', () => {
    expect([...staticPagePaths].sort()).toEqual(routeList.map((route) => route.path).sort());
  });

  it('leaves no page or component spelling a route path itself', () => {
    const quoted = new RegExp(`['"\`](${routeList.filter((r) => r.path !== '/').map((r) => r.path).join('|')})['"\`]`);
    const spelled = files(srcDir)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => quoted.test(readFileSync(file, 'utf8')))
      .map((file) => relative(srcDir, file));
    expect(spelled).toEqual([]);
  });
});
