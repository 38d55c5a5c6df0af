import { lazyApiClient, readApiConfig } from '@site/api';

// next.config.ts copies API_BASE_URL, API_TIMEOUT_MS and API_MOCK into the client bundle; each
// is read literally so the bundler can inline it. With API_MOCK off the condition is `false`
// after inlining and the mock's import disappears from the bundle.
const config = readApiConfig({
  API_BASE_URL: process.env.API_BASE_URL,
  API_TIMEOUT_MS: process.env.API_TIMEOUT_MS,
});

/**
 * The client of this build, created once (after the MSW mock has started, in mock builds).
 * A chunk of its own: pages reach it only through `getApiClient` in ./api, which loads it lazily.
 */
export const connectApiClient = lazyApiClient(
  config,
  process.env.API_MOCK === '1'
    ? () => import('@site/api/mock/browser').then(({ startApiMock }) => startApiMock())
    : undefined,
);
