import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import type { CrowdinvestingBanner as Banner } from '@site/content';
import type { Locale } from '@site/i18n';
import { Button, ButtonLink } from '@site/ui';
import { media, space, vars } from '@site/theme';
import { Picture } from '@site/content/react';
import { formatNumber } from '@/lib/format';
import { contentHref } from '@/lib/contentHref';
import { href } from '@site/config/routes';
import { RiskWarning } from '@/components/compliance/RegulatoryNotices';

const Wrapper = styled.article`
  display: grid;
  gap: ${space.m};
  padding: ${space.l};
  border-radius: 0.75rem;
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};

  ${media.mid} {
    grid-template-columns: 1fr 2fr;
    align-items: center;
  }

  img {
    width: 100%;
    border-radius: 0.5rem;
  }

  .crowd-status {
    font-weight: 600;
    color: ${vars.color.textMuted};
    margin: 0;
  }

  .crowd-amount {
    font-size: 1.5rem;
    font-weight: 700;
  }

  .crowd-actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space.s};
    margin-top: ${space.m};
  }
`;

/**
 * One crowd-investing round, with its status from the content (completed, ongoing or upcoming):
 * completed ones show what was collected; a round that cannot be joined (an upcoming one) has its
 * button disabled, with a 'Notify me' link to the crowd-investing sign-up beside it. Every round carries
 * the capital-at-risk warning of § 12 VermAnlG (`riskWarning`, from the content).
 */
export async function CrowdinvestingBanner({
  banner,
  locale,
  riskWarning,
  headingLevel = 2,
}: {
  banner: Banner;
  locale: Locale;
  riskWarning: string;
  headingLevel?: 2 | 3;
}) {
  const t = await getTranslations({ locale, namespace: 'CrowdinvestingPage' });
  const Heading = `h${headingLevel}` as const;
  const hintId = `crowd-${banner.key}-hint`;
  const warningId = `crowd-${banner.key}-risk`;
  return (
    <Wrapper data-round={banner.key} aria-labelledby={`crowd-${banner.key}`} aria-describedby={warningId}>
      <Picture image={banner.image} />
      <div>
        <p className="crowd-status">
          {banner.year} · {t(banner.status)}
        </p>
        <Heading id={`crowd-${banner.key}`}>{banner.headline}</Heading>
        <p>{banner.text}</p>
        {banner.amountCollected !== undefined ? (
          <p className="crowd-amount">{t('collected', {
              amount: t('millionEuros', {
                amount: formatNumber(banner.amountCollected / 1_000_000, locale, { maximumFractionDigits: 1 }),
              }),
            })}</p>
        ) : null}
        {banner.investorCount !== undefined ? (
          <p>{t('investors', { count: formatNumber(banner.investorCount, locale) })}</p>
        ) : null}
        <RiskWarning id={warningId} text={riskWarning} />
        <div className="crowd-actions">
          {banner.button.disabled || !banner.button.href ? (
            <>
              <Button disabled aria-describedby={hintId}>
                {banner.button.label}
              </Button>
              <p id={hintId} className="ui-visually-hidden">
                {t('unavailableHint')}
              </p>
              <ButtonLink variant="secondary" href={`${href('crowdinvesting', locale)}#signup-crowdinvesting`}>
                {t('notifyMe')}
              </ButtonLink>
            </>
          ) : (
            <ButtonLink href={contentHref(locale, banner.button.href)}>{banner.button.label}</ButtonLink>
          )}
        </div>
      </div>
    </Wrapper>
  );
}
