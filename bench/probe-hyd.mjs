// One page's waterfall under the `hydration` profile (bench/README.md): node bench/probe-hyd.mjs <export dir> <path>
// Times in ms from navigation start, as Lighthouse reports them.
import { createSiteServer, staticSiteHandler } from '../scripts/serve.mjs';
import lighthouse from 'lighthouse';
import { launchChrome, hydrationFlags } from './lib/lighthouse.mjs';
import { warm } from './lib/warm.mjs';
const [dir, path] = process.argv.slice(2);
const server = createSiteServer(dir, staticSiteHandler);
await new Promise((ok) => server.listen(3799, '127.0.0.1', ok));
const chrome = await launchChrome();
try {
  await warm(`http://localhost:3799${path}`);
  const r = await lighthouse(`http://localhost:3799${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...hydrationFlags });
  const a = r.lhr.audits;
  console.log('fcp', a['first-contentful-paint'].numericValue, 'lcp', a['largest-contentful-paint'].numericValue, 'hydrated', a['user-timings'].details.items.find((i) => i.name === 'hydrated')?.startTime);
  for (const i of a['network-requests'].details.items) console.log(Math.round(i.networkRequestTime), Math.round(i.networkEndTime), i.transferSize, i.priority, i.url.replace(/^http:\/\/localhost:3799/, ''));
  for (const i of a['bootup-time'].details.items) console.log('boot', Math.round(i.total), Math.round(i.scripting), i.url.slice(-60));
  for (const i of a['long-tasks']?.details?.items ?? []) console.log('long', Math.round(i.startTime), Math.round(i.duration), i.url?.slice(-40));
  for (const i of a['mainthread-work-breakdown'].details.items) console.log('main', i.group, Math.round(i.duration));
} finally { await chrome.kill(); server.close(); }
