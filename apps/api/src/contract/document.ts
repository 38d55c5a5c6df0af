import { createApp, openApiDocumentConfig } from '../app';

/** The public OpenAPI document, exactly as the Worker serves it at /openapi.json. */
export function openApiDocument() {
  return createApp().getOpenAPI31Document(openApiDocumentConfig);
}
