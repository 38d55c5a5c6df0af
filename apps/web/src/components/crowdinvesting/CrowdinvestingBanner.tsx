import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import type { CrowdinvestingBanner as Banner } from '@site/content';
import type { Locale } from '@site/i18n';
import { Button, ButtonLink } from '@site/ui';
import { media, space, vars } from '@site/theme';
import { Picture } from '@site/content/react';
import { formatNumber } from '@/lib/format';
import { contentHref } from '@/lib/contentHref';

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
`;

/** One crowd-investing round: completed ones show what was collected; the ongoing one's button is disabled. */
export async function CrowdinvestingBanner({
  banner,
  locale,
  headingLevel = 2,
}: {
  banner: Banner;
  locale: Locale;
  headingLevel?: 2 | 3;
}) {
  const t = await getTranslations({ locale, namespace: 'CrowdinvestingPage' });
  const Heading = `h${headingLevel}` as const;
  const hintId = `crowd-${banner.key}-hint`;
  return (
    <Wrapper data-round={banner.key} aria-labelledby={`crowd-${banner.key}`}>
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
        {banner.button.disabled || !banner.button.href ? (
          <>
            <Button disabled aria-describedby={hintId}>
              {banner.button.label}
            </Button>
            <p id={hintId} className="ui-visually-hidden">
              {t('unavailableHint')}
            </p>
          </>
        ) : (
          <ButtonLink href={contentHref(locale, banner.button.href)}>{banner.button.label}</ButtonLink>
        )}
      </div>
    </Wrapper>
  );
}
