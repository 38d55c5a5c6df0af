// The Standard Webhooks secret of the local API and the local core stub (scripts/core-stub.mjs,
// scripts/local-api.sh): the one value both sides share without an account. A production build
// refuses it (productionConfig.ts), and any secret that is not `whsec_` and 24 bytes or more.
export const localCoreWebhookSecret = 'whsec_bG9jYWwtY29yZS13ZWJob29rLXNlY3JldC0yMDI2';

/** Standard Webhooks recommends secrets of 24 to 64 random bytes. */
export const minWebhookSecretBytes = 24;

/** Why a secret is not a usable Standard Webhooks secret, or undefined when it is one. */
export function webhookSecretProblem(secret) {
  const match = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(secret);
  if (!match) return 'is not a Standard Webhooks secret (whsec_ and base64)';
  if (atob(match[1]).length < minWebhookSecretBytes) return `is shorter than ${minWebhookSecretBytes} bytes`;
  if (secret === localCoreWebhookSecret) return 'is the local default, known to everyone who has the code';
  return undefined;
}
