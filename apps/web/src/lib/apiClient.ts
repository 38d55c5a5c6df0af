import { lazyApiClient, readApiConfig } from '@site/api';

// next.config.ts copies API_BASE_URL, API_TIMEOUT_MS and API_MOCK into the client bundle; each
// is read literally so the bundler can inline it. With API_MOCK off the condition is `false`
// after inlining and the mock's import disappears from the bundle.
const config = readApiConfig({
  API_BASE_URL: process.env.API_BASE_URL,
  API_TIMEOUT_MS: process.env.API_TIMEOUT_MS,
});

/** The API client itself; load it through `getApiClient` in ./api (a chunk of its own). */
export const getApiClient = lazyApiClient(
  config,
  process.env.API_MOCK === '1'
    ? () => import('@site/api/mock/browser').then(({ startApiMock }) => startApiMock())
    : undefined,
);
