import { legalPages } from '@site/config';
import type { LegalPageKind } from '@site/content';

/** The paths of the legal pages this app renders; @site/config owns them (the consent dialog and the registration app link there too). */
export const legalPaths: Record<LegalPageKind, string> = legalPages;
