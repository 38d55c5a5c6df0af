import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@site/i18n';
import { space, vars } from '@site/theme';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.s};
  margin: 0;
  padding: 0;
  list-style: none;

  svg {
    display: block;
    height: 2.5rem;
    width: auto;
  }

  .payment-badge__ground {
    fill: ${vars.color.text};
  }

  .payment-badge__ink {
    fill: ${vars.color.background};
    stroke: ${vars.color.background};
  }

  text {
    fill: ${vars.color.background};
    font-family: inherit;
    font-size: 15px;
    font-weight: 650;
  }
`;

const Wrapper = styled.div`
  margin-block: ${space.l};
`;

const Label = styled.p`
  margin: 0 0 ${space.s};
  font-weight: 600;
`;

/**
 * Our own drawn wallet glyph (a phone or a card with contactless waves), no vendor artwork:
 * the wallet's name is written out beside it.
 */
const glyphs = {
  applePay: (
    <>
      <rect x="12" y="10" width="12" height="20" rx="2.5" fill="none" strokeWidth="1.8" />
      <path d="M27 15.5a6 6 0 0 1 0 9M30 13a10 10 0 0 1 0 14" fill="none" strokeWidth="1.8" strokeLinecap="round" />
    </>
  ),
  googlePay: (
    <>
      <rect x="9" y="13" width="18" height="13" rx="2.5" fill="none" strokeWidth="1.8" />
      <path d="M9 17.5h18" strokeWidth="1.8" />
      <path d="M29.5 15.5a6 6 0 0 1 0 8M32 13a10 10 0 0 1 0 13" fill="none" strokeWidth="1.8" strokeLinecap="round" />
    </>
  ),
} as const;

const wallets = ['applePay', 'googlePay'] as const;

/**
 * The Apple Pay and Google Pay badges (§1): each an accessible image (`role="img"` named by its
 * `<title>`) drawn in the theme's colours. `id` makes the titles' ids unique on the page.
 */
export async function PaymentBadges({ locale, id, showLabel = true }: { locale: Locale; id: string; showLabel?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'PaymentBadges' });
  return (
    <Wrapper>
      {showLabel ? <Label id={`${id}-label`}>{t('label')}</Label> : null}
      <List aria-labelledby={showLabel ? `${id}-label` : undefined}>
        {wallets.map((wallet) => (
          <li key={wallet}>
            <svg role="img" aria-labelledby={`${id}-${wallet}`} viewBox="0 0 136 40" width="136" height="40" data-wallet={wallet}>
              <title id={`${id}-${wallet}`}>{t(wallet)}</title>
              <rect className="payment-badge__ground" width="136" height="40" rx="8" />
              <g className="payment-badge__ink">{glyphs[wallet]}</g>
              <text x="42" y="25.5" aria-hidden="true">
                {t(wallet)}
              </text>
            </svg>
          </li>
        ))}
      </List>
    </Wrapper>
  );
}
