/**
 * Namespaces that client components read with useTranslations. Only these are serialised into
 * every page, so keep the list short; server components read any namespace for free.
 */
// `Search` is read by the search dialog, a chunk loaded when the visitor opens it.
export const clientNamespaces = ['Common', 'Search'] as const;
