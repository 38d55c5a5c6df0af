import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import { summaryRiskIndicatorMax as riskScaleMax } from '@site/content';
import type { Locale } from '@site/i18n';
import { space, vars } from '@site/theme';


const Scale = styled.div`
  display: grid;
  gap: ${space.xs};
  max-width: 22rem;

  ol {
    display: grid;
    grid-template-columns: repeat(${riskScaleMax}, minmax(0, 1fr));
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li {
    display: grid;
    place-items: center;
    min-height: 2.25rem;
    border: 1px solid ${vars.color.textMuted};
    border-radius: 0.25rem;
    font-variant-numeric: tabular-nums;
  }

  li[data-current] {
    border-color: ${vars.color.text};
    background: ${vars.color.text};
    color: ${vars.color.background};
    font-weight: 700;
  }

  /* The direction of the scale, as on every key information document. */
  .risk-scale__ends {
    display: flex;
    justify-content: space-between;
    gap: ${space.s};
    padding-top: 0.25rem;
    border-top: 1px solid ${vars.color.textMuted};
    color: ${vars.color.textMuted};
    font-size: 0.875rem;
  }

  p {
    margin: 0;
  }

  .risk-scale__class {
    font-weight: 700;
  }

  /* On paper the class in words: the fund facts print on one A4 page (e2e/print.spec.ts), and the
     key information document has the drawn scale. */
  @media print {
    ol,
    .risk-scale__ends {
      display: none;
    }
  }
`;

/**
 * The fund's risk class on the seven-step scale. Drawn for the eye; a screen reader meets one
 * image named 'Risk class 4 of 7', described by the explanation beside it (`describedBy`).
 */
export async function RiskScale({ value, locale, describedBy }: { value: number; locale: Locale; describedBy: string }) {
  const t = await getTranslations({ locale, namespace: 'InvestingPage.riskScale' });
  const label = t('label', { value: String(value), max: String(riskScaleMax) });
  const labelId = 'fund-risk-class';
  return (
    <Scale role="img" aria-labelledby={labelId} aria-describedby={describedBy} data-risk-scale={value}>
      <p className="risk-scale__class" id={labelId}>
        {label}
      </p>
      <ol>
        {Array.from({ length: riskScaleMax }, (_, index) => index + 1).map((step) => (
          <li key={step} data-current={step === value ? '' : undefined}>
            {step}
          </li>
        ))}
      </ol>
      <p className="risk-scale__ends">
        <span>{t('lower')}</span>
        <span>{t('higher')}</span>
      </p>
    </Scale>
  );
}
