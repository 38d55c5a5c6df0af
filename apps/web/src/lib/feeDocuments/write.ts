import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { LegalIdentity, SiteConfig } from '@site/config';
import { routeUrl } from '@site/config/routes';
import { getContent, type AccountPlan, type PlanFeeInformation } from '@site/content';
import { locales, type Locale } from '@site/i18n';
import { catalogueTranslator } from '../catalogueTranslator';
import { fontsourceFonts } from '@site/documents';
import { drawFeeDocument } from './draw';
import { feeDocument, type FeeDocumentInput } from './model';
import { feeDocumentPdfPath } from './paths';
// Relative, not `@/`: the postbuild runs this module in Node, outside the bundler's aliases.
import { webConfig } from '../../config';

/** The configuration a document names: the site's address and the bank that holds the account. */
export type FeeDocumentConfig = { site: SiteConfig; identity: LegalIdentity };

/** The inputs of a plan's document in the PDF: absolute links, the catalogue, the account provider. */
export function feeDocumentInput(
  locale: Locale,
  plan: { name: string; feeInformation: PlanFeeInformation },
  { site, identity }: FeeDocumentConfig,
): FeeDocumentInput {
  const priceList = routeUrl(site, locale, 'priceList');
  return {
    locale,
    plan,
    provider: identity.partnerBank.name,
    urls: { priceList, glossary: `${priceList}#glossary` },
    t: catalogueTranslator(locale, site),
  };
}

const withFees = (plans: AccountPlan[]) =>
  plans.flatMap((plan) => (plan.feeInformation ? [{ ...plan, feeInformation: plan.feeInformation }] : []));

/**
 * Run by the postbuild: draws each plan's fee information document in every locale into the
 * export, beside the plan's page, where the pages link it (`feeDocumentPdfPath`). A plan without
 * its fees has none (a production build has stopped before).
 */
export async function writeFeeDocuments(options: { out: string; fontsourceDir: string; config?: FeeDocumentConfig }): Promise<string[]> {
  const fonts = fontsourceFonts(options.fontsourceDir);
  const written: string[] = [];
  for (const locale of locales) {
    for (const plan of withFees((await getContent(locale)).accountPlans)) {
      const document = feeDocument(feeDocumentInput(locale, plan, options.config ?? webConfig));
      const pdf = await drawFeeDocument(document, fonts, new Date(`${plan.feeInformation.asOf.slice(0, 10)}T00:00:00Z`));
      const path = feeDocumentPdfPath(plan.slug, locale);
      const file = join(options.out, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, pdf);
      written.push(path);
    }
  }
  return written;
}
