/**
 * `@site/api/contract`: the API's contract, one place for each fact both sides know. The Worker
 * (apps/api), the database schema and the tests import it; the browser bundles do
 * not (they import `@site/api`, whose types are generated from the document built from this).
 */
export * from './schemas';
export * from './problems';
export * from './limits';
export { hasDotSegment } from './requestRules.mjs';
export * from './fieldErrors';
export * from './formRules';
export * from './openapi';
export * from './rules/links';
export * from './rules/signups';
export * from './rules/vitals';
