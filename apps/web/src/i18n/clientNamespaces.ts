/**
 * Namespaces that client components read with useTranslations. Only these are serialised into
 * every page, so keep the list short; server components read any namespace for free.
 */
export const clientNamespaces = ['Common'] as const;
