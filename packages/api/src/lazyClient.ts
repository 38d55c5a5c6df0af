import { createApiClient, type ApiClient, type ApiClientOptions } from './client';

/**
 * A client created on first use by `create`. With `startMock` (given only in mock builds) the
 * MSW mock starts before the first call; if its chunk cannot load (offline), the call goes out
 * and fails the way a real one would, and the next call tries again.
 *
 * Callers decide on the mock with a build-time literal and a dynamic import in their own code,
 * so a production bundle holds neither the import nor the mock.
 */
export function lazyApi<T>(create: () => T, startMock?: () => Promise<unknown>): () => Promise<T> {
  let ready: Promise<T> | undefined;
  return () => {
    if (!ready) {
      const client = create();
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

/** The whole client (every call), created on first use; see lazyApi. */
export function lazyApiClient(
  options: ApiClientOptions,
  startMock?: () => Promise<unknown>,
): () => Promise<ApiClient> {
  return lazyApi(() => createApiClient(options), startMock);
}
