import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';
import { hasDotSegment } from '@site/api/contract';
import { openApiDocument } from '../src/contract/document';
import { internalEndpoints, publicEndpoints } from '../src/routes';

/**
 * Every JSON answer the Worker tests receive is recorded (test/helpers.ts `call`) and, when the
 * test file ends (test/validate-answers.ts), checked against the OpenAPI document the Worker
 * serves: its path and method, its status among the declared ones, its body against the declared
 * schema. An answer of an internal call is checked against the same document of the internal
 * routes, which is never served; an answer outside every route (404, 405; a path refused for its
 * dot-segments; an internal path where no internal call is served) against `Problem`. A schema
 * that no real answer fits (issue 45: `StoredConsentRecord`) so fails the file.
 *
 * Validator: @cfworker/json-schema, which runs inside workerd (no `eval`, unlike Ajv) and knows
 * draft 2020-12, the dialect of OpenAPI 3.1's schemas.
 */
export interface Answer {
  method: string;
  url: string;
  status: number;
  contentType: string;
  body: unknown;
}

const answers: Answer[] = [];

/** Keeps a copy of a JSON answer for the check at the end of the file. */
export async function recordAnswer(request: Request, response: Response): Promise<void> {
  const contentType = (response.headers.get('Content-Type') ?? '').split(';')[0]!.trim();
  if (!/^application\/(problem\+)?json$/.test(contentType)) return;
  answers.push({ method: request.method, url: request.url, status: response.status, contentType, body: await response.clone().json() });
}

type Json = Record<string, unknown>;
interface Document {
  paths: Record<string, Record<string, { responses: Record<string, Json> }>>;
  components: Json;
}

const documentId = 'https://contract.test/openapi.json';

/** `#/components/...` references made absolute, so a part of the document validates on its own. */
function absolute(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(absolute);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, key === '$ref' && typeof inner === 'string' && inner.startsWith('#/') ? `${documentId}${inner}` : absolute(inner)]));
}

const templateOf = (path: string) => new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);

/** The path as the API's routes see it: without the origin, the query and the sites' `/api`. */
function routePath(url: string): string {
  const path = new URL(url).pathname;
  return path === '/api' || path.startsWith('/api/') ? path.slice(4) || '/' : path;
}

function problems(errors: OutputUnit[]): string {
  return errors
    .slice(0, 4)
    .map((e) => `${e.instanceLocation} ${e.error}`)
    .join('; ');
}

/**
 * Checks every recorded answer against `served` (the document of /openapi.json); answers what
 * fails, one line each.
 */
export function answersOutsideContract(served: Document): string[] {
  const internal = openApiDocument([...publicEndpoints, ...internalEndpoints], { withHidden: true }) as unknown as Document;
  const validators = new Map<string, Validator>();
  const validate = (document: Document, key: string, schema: unknown, body: unknown) => {
    let validator = validators.get(key);
    if (!validator) {
      validator = new Validator(absolute(schema) as Schema, '2020-12', false);
      validator.addSchema(absolute({ $id: documentId, components: document.components }) as Schema, documentId);
      validators.set(key, validator);
    }
    return validator.validate(body);
  };

  const failures: string[] = [];
  for (const answer of answers) {
    const path = routePath(answer.url);
    // The document itself, which is not one of its own operations.
    if (path === '/openapi.json') continue;
    const what = `${answer.method} ${path} ${answer.status}`;
    const routed = (doc: Document) => Object.keys(doc.paths).some((template) => templateOf(template).test(path) && doc.paths[template]![answer.method.toLowerCase()]);
    let document = hasDotSegment(new URL(answer.url).pathname) ? undefined : [served, internal].find(routed);
    // An internal call's 404 is where no internal call is served (a site, no INTERNAL_API_URL).
    if (document === internal && !routed(served) && answer.status === 404) document = undefined;
    if (!document) {
      // Outside every route: only a problem answer is right there.
      const result = validate(served, 'Problem', { $ref: '#/components/schemas/Problem' }, answer.body);
      if (!result.valid || answer.contentType !== 'application/problem+json') failures.push(`${what}: no route, and not a problem: ${problems(result.errors)}`);
      continue;
    }
    const paths = document.paths;
    const template = Object.keys(paths).find((t) => templateOf(t).test(path) && paths[t]![answer.method.toLowerCase()])!;
    let response = paths[template]![answer.method.toLowerCase()]!.responses[String(answer.status)];
    if (!response) {
      failures.push(`${what}: status not in the document`);
      continue;
    }
    if (typeof response.$ref === 'string') response = (document.components.responses as Record<string, Json>)[response.$ref.split('/').at(-1)!]!;
    const content = (response.content as Record<string, { schema: unknown }> | undefined)?.[answer.contentType];
    if (!content) {
      failures.push(`${what}: no ${answer.contentType} answer in the document`);
      continue;
    }
    const result = validate(document, `${document === served ? 'public' : 'internal'} ${answer.method} ${template} ${answer.status} ${answer.contentType}`, content.schema, answer.body);
    if (!result.valid) failures.push(`${what}: ${problems(result.errors)} in ${JSON.stringify(answer.body).slice(0, 300)}`);
  }
  return failures;
}

/** How many answers were recorded (the check says it checked some). */
export const recordedAnswers = () => answers.length;
