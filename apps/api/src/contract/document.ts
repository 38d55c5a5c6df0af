import { OpenAPIHono } from '@hono/zod-openapi';
import { openApiDocumentConfig, registerProblemResponses } from '@site/api/contract';
import { publicEndpoints } from '../routes';
import type { Endpoint } from '../routes/endpoint';

/**
 * The public OpenAPI document, built from the route list alone (no app, no handler runs): the
 * Worker serves it at /openapi.json and `pnpm contract` writes it to packages/api/openapi.yaml.
 * `withHidden`: the same document of other endpoints, the hidden internal ones included (the tests
 * check the internal calls' answers against it; it is never served).
 */
export function openApiDocument(endpoints: readonly Endpoint[] = publicEndpoints, { withHidden = false } = {}) {
  const registry = new OpenAPIHono();
  for (const { route } of endpoints) {
    const { hide, middleware: _middleware, ...path } = route;
    if (!hide || withHidden) registry.openAPIRegistry.registerPath(path);
  }
  registerProblemResponses(registry.openAPIRegistry);
  return registry.getOpenAPI31Document(openApiDocumentConfig);
}
