import { OpenAPIHono } from '@hono/zod-openapi';
import { openApiDocumentConfig, registerProblemResponses } from '@site/api/contract';
import { publicEndpoints } from '../routes';

/**
 * The public OpenAPI document, built from the route list alone (no app, no handler runs): the
 * Worker serves it at /openapi.json and `pnpm contract` writes it to packages/api/openapi.yaml.
 */
export function openApiDocument() {
  const registry = new OpenAPIHono();
  for (const { route } of publicEndpoints) {
    const { hide, middleware: _middleware, ...path } = route;
    if (!hide) registry.openAPIRegistry.registerPath(path);
  }
  registerProblemResponses(registry.openAPIRegistry);
  return registry.getOpenAPI31Document(openApiDocumentConfig);
}
