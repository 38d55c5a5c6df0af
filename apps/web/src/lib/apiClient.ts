import { lazyApiClient } from '@site/api';

// next.config.ts compiles the API's configuration (src/config.ts) into the client bundle. With
// the mock off, __API_MOCK__ is the literal `false`, and the mock's import leaves the bundle.

/**
 * The client of this build, created once (after the MSW mock has started, in mock builds).
 * A chunk of its own: pages reach it only through `getApiClient` in ./api, which loads it lazily.
 */
export const connectApiClient = lazyApiClient(
  { baseUrl: __API_BASE_URL__, timeoutMs: __API_TIMEOUT_MS__ },
  __API_MOCK__
    ? () => import('@site/api/mock/browser').then(({ startApiMock }) => startApiMock())
    : undefined,
);
