// The applied preset end to end: serves the exports with scripts/serve.mjs (as the other presets),
// warms them, measures every page against its floor (applied.mjs) and counts their bytes. Used
// by `pnpm bench` (BENCH_PRESETS=applied) and by `node bench/applied.mjs`.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createSiteServer, spaHandler, staticSiteHandler } from '../../scripts/serve.mjs';
import { appliedBytes, appliedProfile, appliedTargets, knownVisits, runApplied, visitCookies, visits } from './applied.mjs';
import { appliedExtras, fileOfPath, registrationScreens, selectPages, webPagesOf } from './pages.mjs';
import { loadRoutes } from './routes.mjs';
import { warm } from './warm.mjs';

/** The exports measured: this checkout's, or others named by BENCH_WEB_OUT and the like (a before). */
export function appliedDirs(root, env = process.env) {
  return {
    web: env.BENCH_WEB_OUT ?? join(root, 'apps/web/out'),
    registration: env.BENCH_REGISTRATION_DIST ?? join(root, 'apps/registration/dist'),
    floor: env.BENCH_FLOOR_OUT ?? join(root, 'bench/floor/out'),
    viteFloor: env.BENCH_VITE_FLOOR_OUT ?? join(root, 'bench/vite-floor/dist'),
  };
}

/** Serves `dir` like the CDN on `port`; the server joins `servers` (to close them at the end). Resolves to its origin. */
export function listen(dir, handler, port, servers) {
  return new Promise((ok, fail) => {
    const server = createSiteServer(dir, handler);
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      servers.push(server);
      ok(`http://localhost:${port}`);
    });
  });
}

/**
 * Runs the preset: `BENCH_PAGES` picks pages (pages.mjs), `BENCH_APPLIED_RUNS` (5) runs per page
 * and visit, `BENCH_VISITS` (first,returning; also field-data), ports from `BENCH_PORT` (web, registration, floor,
 * Vite floor). Returns `{ profile, runs, rows, bytes }` for the report.
 */
export async function appliedPreset({ root, dirs, env = process.env, log = () => {} }) {
  const runs = Math.max(1, Number(env.BENCH_APPLIED_RUNS ?? 5));
  const visitList = (env.BENCH_VISITS ?? visits.join(',')).split(',').map((v) => v.trim()).filter((v) => knownVisits.includes(v));
  const basePort = Number(env.BENCH_PORT ?? 3702);
  const routes = await loadRoutes(join(root, 'packages/config/src/routes.ts'));
  const has = (name) => existsSync(dirs[name]);
  const servers = [];
  try {
    const urls = {
      web: await listen(dirs.web, staticSiteHandler, basePort, servers),
      registration: has('registration') ? await listen(dirs.registration, spaHandler, basePort + 1, servers) : null,
      floor: await listen(dirs.floor, staticSiteHandler, basePort + 2, servers),
      viteFloor: has('viteFloor') ? await listen(dirs.viteFloor, spaHandler, basePort + 3, servers) : null,
    };
    const targets = selectPages(
      appliedTargets({ webPages: webPagesOf(routes, dirs.web), extras: appliedExtras(routes), registrationScreens, urls }),
      env.BENCH_PAGES,
    );
    // Every file compressed before the first run (warm.mjs), pages and floors.
    for (const url of new Set(targets.flatMap((t) => [t.url, t.floorUrl]))) await warm(url).catch((error) => log(url, 'not warmed:', error.message));
    log(`applied: ${targets.length} pages × ${visitList.join(', ')} × ${runs} runs, each after a run of its floor`);
    const rows = await runApplied({ targets, runs, visitList, cookies: await visitCookies(env), log });
    const bytes = appliedBytes(targets, (t) =>
      t.type === 'registration'
        ? { root: dirs.registration, file: join(dirs.registration, t.locale, 'index.html'), floorRoot: dirs.viteFloor, floorFile: join(dirs.viteFloor, 'index.html') }
        : { root: dirs.web, file: fileOfPath(dirs.web, t.path), floorRoot: dirs.floor, floorFile: fileOfPath(dirs.floor, `/${t.locale}/`) },
    );
    return { profile: appliedProfile, runs, visits: visitList, rows, bytes };
  } finally {
    for (const server of servers) server.close();
  }
}
