import { createApiClient, readApiConfig, type ApiClient } from '@site/api';

// next.config.ts copies API_BASE_URL, API_TIMEOUT_MS and API_MOCK into the client bundle; each
// is read literally so the bundler can inline it (and drop the mock branch when it is off).
const config = readApiConfig({
  API_BASE_URL: process.env.API_BASE_URL,
  API_TIMEOUT_MS: process.env.API_TIMEOUT_MS,
});

let ready: Promise<ApiClient> | undefined;

/**
 * The browser's API client. With API_MOCK=1 at build time the MSW mock is started first (a
 * dynamic import, so it is a separate chunk that exists only in mock builds); otherwise the
 * condition is `false` after inlining and the import disappears from the bundle.
 */
export function getApiClient(): Promise<ApiClient> {
  if (!ready) {
    const client = createApiClient(config);
    ready =
      process.env.API_MOCK === '1'
        ? import('@site/api/mock/browser')
            .then(({ startApiMock }) => startApiMock())
            .then(() => client)
            .catch(() => {
              // The mock could not start (offline before its chunk loaded): let the call fail
              // the way a real one would, and try again next time.
              ready = undefined;
              return client;
            })
        : Promise.resolve(client);
  }
  return ready;
}
