/** Every entry and asset of the bundled export, as readable source. */
import { accountPlans } from './plans';
import { articles } from './articles';
import { mediaEmbeds } from './embeds';
import { assets } from './assets';
import { bankCategories, banks } from './banks';
import { budgetAdvice } from './budgetAdvice';
import { companies } from './companies';
import { crowdinvestingBanners } from './crowdinvesting';
import { faqEntries } from './faq';
import { fund } from './fund';
import { keyInformationDocuments } from './keyInformation';
import { impactMetrics } from './impact';
import { contactPeople, departments, jobs, offices } from './jobs';
import { legalPages } from './legal';
import { regulatoryNotices } from './notices';
import { figureSources } from './figureSources';
import { pageSections } from './sections';
import { reviews } from './reviews';
import { signupPages } from './signups';
import { trustMarks } from './trustMarks';
import type { SourceEntry } from './define';

export { assets };
/** The PDF assets a script draws (scripts/sampleKeyInformation.ts). */
export const documents = keyInformationDocuments;
export const entries: SourceEntry[] = [
  ...pageSections, ...mediaEmbeds, ...articles, ...departments, ...contactPeople, ...offices, ...jobs, ...companies, fund, ...impactMetrics,
  ...bankCategories, ...banks, ...accountPlans, ...reviews, ...crowdinvestingBanners, ...faqEntries, ...signupPages,
  ...legalPages, ...budgetAdvice, ...regulatoryNotices, ...figureSources, ...trustMarks,
];
