import { createApiClient, type ApiClient, type ApiClientOptions } from './client';

/**
 * The browser's client, created on first use. With `startMock` (given only in mock builds) the
 * MSW mock starts before the first call; if its chunk cannot load (offline), the call goes out
 * and fails the way a real one would, and the next call tries again.
 *
 * Callers decide on the mock with a build-time literal and a dynamic import in their own code,
 * so a production bundle holds neither the import nor the mock.
 */
export function lazyApiClient(
  options: ApiClientOptions,
  startMock?: () => Promise<unknown>,
): () => Promise<ApiClient> {
  let ready: Promise<ApiClient> | undefined;
  return () => {
    if (!ready) {
      const client = createApiClient(options);
      ready = startMock
        ? startMock()
            .then(() => client)
            .catch(() => {
              ready = undefined;
              return client;
            })
        : Promise.resolve(client);
    }
    return ready;
  };
}
