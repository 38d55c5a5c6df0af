/**
 * `pnpm --filter @site/config check:worker`: the release check of what only the API Worker reads
 * (SMTP_URL, CORE_WEBHOOK_URL, CORE_WEBHOOK_SECRET; src/productionConfig.ts `workerPlaceholders`).
 * The deploy runs it in the job that stores the Worker's secrets, before anything is published,
 * so the apps' builds are never handed those secrets. Exits 1 listing every placeholder.
 */
import { formatPlaceholders, workerPlaceholders } from '../src/productionConfig';

const placeholders = workerPlaceholders(process.env);
if (placeholders.length > 0) {
  console.error(formatPlaceholders(placeholders, "The API Worker's release"));
  process.exit(1);
}
console.log("check:worker: the API Worker's mail relay and the core's webhook and secret are set for production");
