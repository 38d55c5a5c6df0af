import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Config } from './config';

/** The Worker's bindings (typed by `pnpm cf-typegen`) and what the middleware puts on the context. */
export type AppEnv = { Bindings: Env; Variables: { config: Config } };
export type App = OpenAPIHono<AppEnv>;
