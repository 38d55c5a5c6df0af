/**
 * The Playwright builds' vendor configuration, derived from the registry (vendors.ts): every
 * vendor the loader adds gets a fake id, so the tests can see that each one loads only with
 * consent, and a host under the reserved .test TLD (`https://<key-in-kebab-case>.vendor.test`),
 * so no test, stubbed or not, can ever reach a real vendor. e2e.env evaluates what this prints.
 */
import { vendorKeys } from '@site/vendors';

const kebab = (key: string) => key.toLowerCase().replaceAll('_', '-');

for (const key of vendorKeys) {
  console.log(`CONSENT_${key}_ID=e2e-${kebab(key)}`);
  console.log(`CONSENT_${key}_HOST=https://${kebab(key)}.vendor.test`);
}
