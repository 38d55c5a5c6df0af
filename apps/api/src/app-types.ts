import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Env } from './env';

export type AppEnv = { Bindings: Env };
export type App = OpenAPIHono<AppEnv>;
