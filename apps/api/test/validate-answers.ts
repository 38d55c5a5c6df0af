import { afterAll, expect } from 'vitest';
import { answersOutsideContract } from './contractAnswers';
import { call } from './helpers';

// Every test file ends by checking each JSON answer it received against the served document
// (test/contractAnswers.ts).
afterAll(async () => {
  const served = await call('/openapi.json');
  expect(served.status).toBe(200);
  expect(answersOutsideContract(await served.json())).toEqual([]);
});
