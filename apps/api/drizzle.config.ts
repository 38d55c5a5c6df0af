import { defineConfig } from 'drizzle-kit';

// `pnpm db:generate` writes the SQL migration of a schema change; wrangler applies them.
export default defineConfig({
  dialect: 'sqlite',
  schema: './src/db/schema.ts',
  out: './migrations',
});
