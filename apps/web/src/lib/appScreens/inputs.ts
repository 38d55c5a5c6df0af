import { accountScreen, cardScreen, impactScreen, transferScreen, type AppScreen, type CardFacts, type CommunityFacts } from '@site/app-screens';
import type { ImpactMetricKey, SiteContent } from '@site/content';
import type { SiteConfig } from '@site/config';
import type { Locale } from '@site/i18n';
import { allMessages } from '@site/i18n/web';
import { formatImpactValue } from '@/lib/impact';

/** The card the screens show: the popular plan's (the account comparison's badge) and what it is made of. */
export function cardFacts(content: Pick<SiteContent, 'accountPlans'>): CardFacts {
  const plans = [...content.accountPlans].sort((a, b) => a.order - b.order);
  const plan = plans.find((candidate) => candidate.popular) ?? plans[0];
  const material = plan?.features.find((feature) => feature.key === 'card')?.value;
  if (!plan || typeof material !== 'string') throw new Error("app screens: the content's plans name no card material ('card' feature)");
  return { plan: plan.name, material };
}

/** The bank's customers and trees as the impact figures write them, so the screen and the page agree. */
export function communityFacts(content: Pick<SiteContent, 'impactMetrics'>, locale: Locale): CommunityFacts {
  const figure = (key: ImpactMetricKey) => {
    const metric = content.impactMetrics.find((candidate) => candidate.key === key);
    if (!metric) throw new Error(`app screens: the content has no '${key}' impact figure`);
    return formatImpactValue(metric.value, metric.unit, locale);
  };
  return { customers: figure('customerCount'), trees: figure('trees') };
}

/** The four screens of one locale, as the site shows them. */
export function siteAppScreens(locale: Locale, content: Pick<SiteContent, 'accountPlans' | 'impactMetrics'>, config: Pick<SiteConfig, 'brand' | 'partnerBank'>): AppScreen[] {
  const context = { locale, brand: config.brand, messages: allMessages(locale, config) };
  return [
    accountScreen(context),
    cardScreen(context, cardFacts(content)),
    impactScreen(context, communityFacts(content, locale)),
    transferScreen(context),
  ];
}
