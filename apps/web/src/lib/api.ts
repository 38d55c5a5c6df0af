import { ApiError, type ApiClient } from '@site/api';

/**
 * The browser's API client, loaded on first use. The client (the typed fetch transport, every
 * call and the problem mapping of @site/api) is a chunk of its own, so pages with a form do not
 * ship it in their first load; forms call `preloadApiClient` when the visitor starts filling
 * them in.
 */
let loading: Promise<typeof import('./apiClient')> | undefined;

function load() {
  if (!loading) {
    loading = import('./apiClient');
    // Offline before the chunk came: try again on the next call.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/** Starts loading the client's code (e.g. on the first focus in a form); never throws. */
export function preloadApiClient(): void {
  load().catch(() => undefined);
}

/**
 * A client whose every call fails the way a request without a network does, for when the
 * client's own code cannot be loaded: the page shows the §8 offline or API message.
 */
const unreachable = new Proxy({} as ApiClient, {
  // Not a thenable: `then` must stay undefined, or returning this from an async function would
  // wait on it forever (found by the e2e test "offline before the API client has loaded").
  get: (_, property) =>
    property === 'then'
      ? undefined
      : async () => ({
          ok: false as const,
          error: new ApiError(typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'network'),
        }),
});

/** The browser's API client. */
export async function getApiClient(): Promise<ApiClient> {
  try {
    return (await load()).apiClient;
  } catch {
    return unreachable;
  }
}
