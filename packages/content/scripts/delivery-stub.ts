/**
 * `pnpm --filter @site/content delivery-stub --port 3290 --space local --token T [--preview-token P]`:
 * serves the bundled export (or CONTENT_EXPORT_FILE) as a Contentful Delivery API on loopback until
 * killed, so the test command can build the site through the real SDK path with no network. With
 * `--preview-token` it also answers as the Preview API: that token sees the drafts of
 * data/preview-drafts.json, the delivery token never does.
 * Prints `ready <host>` once listening, and the number of requests answered on exit.
 */
import { parseArgs } from 'node:util';
import { bundledExportFile } from '../src/paths';
import { readExportFile } from '../src/sources/fileSource';
import { readPreviewDrafts, startDeliveryStub } from '../src/testing';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3290' },
    space: { type: 'string', default: 'local' },
    token: { type: 'string' },
    'preview-token': { type: 'string' },
  },
});
if (!values.token) throw new Error('delivery-stub: --token is required');

const data = await readExportFile(process.env.CONTENT_EXPORT_FILE?.trim() || bundledExportFile());
const stub = await startDeliveryStub(data, {
  space: values.space,
  accessToken: values.token,
  previewToken: values['preview-token'],
  drafts: values['preview-token'] ? await readPreviewDrafts() : undefined,
  port: Number(values.port),
});
console.log(`ready ${stub.host}`);
const stop = async () => {
  console.log(`delivery-stub: answered ${stub.requests.length} requests`);
  await stub.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
