import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { App, AppEnv } from '../app-types';

/** One endpoint: its contract route and its handler, registered together on the app. */
export interface Endpoint {
  route: RouteConfig;
  register(app: App): void;
}

/** Pairs a `createRoute` with its handler, typed by the route (request and answers). */
export function endpoint<R extends RouteConfig>(route: R, handler: RouteHandler<R, AppEnv>): Endpoint {
  return { route, register: (app) => app.openapi(route, handler) };
}
