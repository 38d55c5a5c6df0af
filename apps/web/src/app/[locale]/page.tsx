import styled from 'styled-components';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getContent, pageSectionImage } from '@site/content';
import type { Locale } from '@site/i18n';
import { media, space, vars } from '@site/theme';
import { Container } from '@/components/layout/Container';
import { ThemedBand } from '@/components/content/ThemedBand';
import { MediaSplit } from '@/components/content/MediaSplit';
import { AppScreen } from '@/components/appScreens/AppScreen';
import { Reviews } from '@/components/reviews/Reviews';
import { GetTheApp } from '@/components/home/GetTheApp';
import { HowItWorks } from '@/components/home/HowItWorks';
import { HomeImpact } from '@/components/home/HomeImpact';
import { PaymentBadges } from '@/components/badges/PaymentBadges';
import { CrowdinvestingBanner } from '@/components/crowdinvesting/CrowdinvestingBanner';
import { ArticleTeaser } from '@/components/magazine/ArticleTeaser';
import { iconMask, iconMaskUrl } from '@/lib/iconMask';
import { teaserGrid } from '@/components/magazine/magazineStyles';
import { card, cardGrid } from '@/components/content/cardGrid';
import { SignupSection } from '@/components/signup/SignupSection';
import { RegistrationLink } from '@/components/consent/RegistrationLink';
import { DepositGuaranteeNotice } from '@/components/compliance/RegulatoryNotices';
import { formatPlanPrice } from '@/lib/format';
import { planHighlights } from '@/lib/planHighlights';
import { routeMetadata } from '@/lib/metadata';
import { feeInformationPath, href, localizedPath } from '@site/config/routes';
import { legalIdentity, siteConfig } from '@/config';
import { JsonLd } from '@/components/seo/JsonLd';
import { bankLd } from '@/lib/structuredData';
import { absoluteUrl } from '@/lib/metadata';
import { FIRST_SCREEN_ID } from '@/components/layout/firstScreen';

const Hero = styled.section`
  padding-block: ${space.xxl};

  h1 {
    font-size: clamp(2rem, 6vw, 3.5rem);
    max-width: 20ch;
  }

  p {
    font-size: 1.125rem;
    max-width: 40rem;
    color: var(--color-text-muted);
  }

  ${media.mid} {
    padding-block: 6rem;
  }
`;

const HeroNotice = styled.div`
  margin-top: ${space.l};
`;

/** A plan feature's mark: a tick where it is included, a dash where not. */
const featureMark = (included: boolean) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="${included ? 'm3 8.5 3 3 7-7' : 'M4 8h8'}" fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

const Plans = styled.ul`
  ${cardGrid({ min: '14rem' })}
  margin: 0 0 ${space.m};

  > li {
    ${card({ surface: true })}
    position: relative;
    display: flex;
    flex-direction: column;
  }

  .plan-features {
    list-style: none;
    margin: 0 0 ${space.m};
    padding: 0;
    flex: 1;
  }

  .plan-features li {
    display: flex;
    gap: ${space.s};
    align-items: baseline;
    padding-block: 0.25rem;
  }

  /* The mark before each feature, a tick or a dash (decorative: the hidden text says which). */
  .plan-features li::before {
    content: '';
    flex: none;
    align-self: center;
    width: 16px;
    height: 16px;
    ${iconMask(featureMark(true))}
  }

  .plan-features [data-included='false']::before {
    mask-image: ${iconMaskUrl(featureMark(false))};
  }

  .plan-features [data-included='false'] {
    color: ${vars.color.textMuted};
  }

  .plan-choose a {
    width: 100%;
  }

  /* The plan's fee information document, under 'Choose': a 44 px target. */
  .plan-fees {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    margin-top: ${space.s};
  }

  h3 {
    font-size: 1.25rem;
  }

  .plan-price {
    font-weight: 700;
  }

  /* On the card's top edge, so every plan's name starts at the same height. */
  .plan-badge {
    position: absolute;
    top: 0;
    transform: translateY(-50%);
    display: inline-block;
    padding: 0 ${space.s};
    border-radius: 999px;
    background: ${vars.color.accent};
    color: ${vars.color.onAccent};
    font-size: 0.875rem;
    font-weight: 600;
  }
`;

const Teasers = styled.div`
  ${teaserGrid}
  margin-bottom: ${space.m};
`;


export const generateMetadata = routeMetadata('home');

export default async function HomePage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, magazine, content] = await Promise.all([
    getTranslations({ locale, namespace: 'HomePage' }),
    getTranslations({ locale, namespace: 'MagazinePage' }),
    getContent(locale),
  ]);
  const plans = [...content.accountPlans].sort((a, b) => a.order - b.order);
  const highlights = planHighlights(plans);
  const planPriceText = (price: string | null) => (price === null ? t('free') : t('perMonth', { price }));
  const banners = content.crowdinvestingBanners;
  // The round open now, else the one announced, else the latest.
  const currentBanner =
    banners.find((b) => b.status === 'ongoing') ?? banners.find((b) => b.status === 'upcoming') ?? [...banners].sort((a, b) => b.year - a.year)[0];
  const latestArticles = [...content.articles].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).slice(0, 3);

  return (
    <>
      <JsonLd data={bankLd(siteConfig, legalIdentity, locale, absoluteUrl(locale, '/'))} />
      <Hero id={FIRST_SCREEN_ID} data-theme="Apricot">
        <Container>
          <MediaSplit image={pageSectionImage(content, 'home.hero')} priority>
            <h1>{t('headline')}</h1>
            <p>{t('lead')}</p>
            <RegistrationLink locale={locale} creative="home_open_account">
              {t('openAccount')}
            </RegistrationLink>
            <HeroNotice>
              <DepositGuaranteeNotice text={content.notices.depositGuarantee} />
            </HeroNotice>
          </MediaSplit>
        </Container>
      </Hero>
      <ThemedBand theme="White" aria-labelledby="home-account">
        <MediaSplit image={pageSectionImage(content, 'home.account')} fallback={<AppScreen screen="transfer" locale={locale} width={15} />}>
          <h2 id="home-account">{t('accountHeading')}</h2>
          <p>{t('accountText')}</p>
        </MediaSplit>
      </ThemedBand>
      <ThemedBand theme="StoneLight" aria-labelledby="home-plans">
        <h2 id="home-plans">{t('plansHeading')}</h2>
        <Plans>
          {plans.map((plan) => (
            <li key={plan.id}>
              {plan.popular ? <span className="plan-badge">{t('popular')}</span> : null}
              <h3>{plan.name}</h3>
              <p>{plan.tagline}</p>
              <p className="plan-price">{planPriceText(formatPlanPrice(plan.monthlyPrice, locale))}</p>
              <ul className="plan-features">
                {(highlights.get(plan.slug) ?? []).map((feature) => (
                  <li key={feature.key} data-included={feature.value !== false}>
                    <span>
                      {feature.label}
                      {typeof feature.value === 'string' ? `: ${feature.value}` : null}
                      <span className="ui-visually-hidden">
                        {feature.value === false ? ` (${t('featureNotIncluded')})` : feature.value === true ? ` (${t('featureIncluded')})` : null}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
              <div className="plan-choose">
                <RegistrationLink locale={locale} creative={`home_plan_${plan.slug}`} plan={plan.slug}>
                  {t('choosePlan', { plan: plan.name })}
                </RegistrationLink>
              </div>
              {plan.feeInformation ? (
                <a className="plan-fees" href={localizedPath(locale, feeInformationPath(plan.slug))}>
                  {t('feeInformation', { plan: plan.name })}
                </a>
              ) : null}
            </li>
          ))}
        </Plans>
        <p>
          <a href={href('accounts', locale)}>{t('compareAll')}</a>
        </p>
        <PaymentBadges locale={locale} id="home-plans-wallets" />
      </ThemedBand>
      <Container>
        <HowItWorks locale={locale} />
      </Container>
      <ThemedBand theme="Ocean" aria-labelledby="home-impact">
        <HomeImpact
          metrics={content.impactMetrics}
          sources={content.figureSources}
          image={pageSectionImage(content, 'home.impact')}
          locale={locale}
        />
      </ThemedBand>
      <Container>
        <Reviews reviews={content.reviews} summary={content.reviewSummary} locale={locale} />
      </Container>
      <ThemedBand theme="Rose">
        <GetTheApp locale={locale} />
      </ThemedBand>
      {currentBanner ? (
        <ThemedBand theme="StoneDark" aria-labelledby="home-crowd">
          <h2 id="home-crowd">{t('crowdHeading')}</h2>
          <CrowdinvestingBanner
            banner={currentBanner}
            locale={locale}
            riskWarning={content.notices.crowdinvestingRisk}
            headingLevel={3}
          />
          <p>
            <a href={href('crowdinvesting', locale)}>{t('crowdLink')}</a>
          </p>
        </ThemedBand>
      ) : null}
      <ThemedBand theme="White" aria-labelledby="home-magazine">
        <h2 id="home-magazine">{magazine('teaserHeading')}</h2>
        <Teasers>
          <ul>
            {latestArticles.map((article) => (
              <li key={article.id}>
                <ArticleTeaser
                  article={article}
                  locale={locale}
                  headingLevel={3}
                  readingTime={magazine('readingTime', { minutes: article.readingTimeMinutes })}
                />
              </li>
            ))}
          </ul>
        </Teasers>
        <a href={href('magazine', locale)}>{magazine('allArticles')}</a>
      </ThemedBand>
      <ThemedBand theme="StoneLight">
        <SignupSection locale={locale} type="newsletter" />
      </ThemedBand>
    </>
  );
}
