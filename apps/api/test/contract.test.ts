import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import contractYaml from '../../../packages/api/openapi.yaml?raw';
import { call } from './helpers';

type Doc = { paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown }>>; components: { schemas: Record<string, unknown> } };

describe('one contract', () => {
  it('serves at /openapi.json exactly the document packages/api/openapi.yaml holds (paths, methods, schemas, status codes)', async () => {
    const response = await call('/openapi.json');
    expect(response.status).toBe(200);
    const served = (await response.json()) as Doc;
    const committed = parse(contractYaml) as Doc;
    // Named first, so a difference says where it is before the whole document is compared.
    expect(Object.keys(served.paths).sort()).toEqual(Object.keys(committed.paths).sort());
    for (const [path, methods] of Object.entries(served.paths)) {
      expect(Object.keys(methods).sort(), path).toEqual(Object.keys(committed.paths[path]!).sort());
      for (const [method, operation] of Object.entries(methods)) {
        expect(Object.keys(operation.responses).sort(), `${method} ${path}`).toEqual(
          Object.keys(committed.paths[path]![method]!.responses).sort(),
        );
        expect(operation.requestBody, `${method} ${path}`).toEqual(committed.paths[path]![method]!.requestBody);
      }
    }
    expect(served.components.schemas).toEqual(committed.components.schemas);
    expect(served).toEqual(committed);
  });

  it('keeps the internal endpoint out of the public document', async () => {
    const served = (await (await call('/openapi.json')).json()) as Doc;
    expect(Object.keys(served.paths).filter((p) => p.startsWith('/internal'))).toEqual([]);
  });
});
