import type { LegalPageKind } from '@site/content';

/** The paths of the legal pages (the consent dialog links imprint and privacy here too). */
export const legalPaths = {
  imprint: '/imprint/',
  privacy: '/privacy/',
  terms: '/terms/',
  accessibility: '/accessibility/',
} as const satisfies Record<LegalPageKind, string>;
