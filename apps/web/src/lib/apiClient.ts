import { createApiClient } from '@site/api';

/**
 * The client of this build, with the API's address and timeout next.config.ts compiles in
 * (src/config.ts). A chunk of its own: pages reach it only through `getApiClient` in ./api,
 * which loads it lazily.
 */
export const apiClient = createApiClient({ baseUrl: __API_BASE_URL__, timeoutMs: __API_TIMEOUT_MS__ });
