import base from '@site/eslint-config';

export default [
  // Generated: `wrangler types` (bindings and runtime) and wrangler's local state.
  { ignores: ['worker-configuration.d.ts', '.wrangler/**'] },
  ...base,
];
