export const localCoreWebhookSecret: string;
export const minWebhookSecretBytes: number;
export function webhookSecretProblem(secret: string): string | undefined;
