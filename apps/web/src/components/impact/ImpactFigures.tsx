import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import { impactGroups, type FigureSource as Source, type ImpactGroup, type ImpactMetric, type Quantity } from '@site/content';
import { FigureSource } from '@/components/content/FigureSource';
import { card, cardGrid } from '@/components/content/cardGrid';
import type { Locale } from '@site/i18n';
import { space, vars } from '@site/theme';
import { formatNumber } from '@/lib/format';
import { impactDisplayUnits, impactParts, type DisplayUnit, type ImpactUnit } from '@/lib/impact';
import { joinImpactParts } from '@/lib/impactParts';
import { CountUp } from './CountUp';

const Grid = styled.ul`
  ${cardGrid({ min: '14rem' })}
  margin: 0 0 ${space.s};

  li {
    ${card({ surface: true })}
    container-type: inline-size;
  }

  /* A figure and its unit stay on one line ('31.750.000 kg CO₂'): the figure's size follows the
     card's width, so it fits a narrow card even in the wider fallback font (a first visit, or
     Inter not loaded in time: font-display optional). */
  .impact-value {
    display: block;
    font-size: clamp(1.125rem, 9cqi, 1.75rem);
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    /* The last resort, for a card narrower than any seen: break rather than leave the card. */
    overflow-wrap: anywhere;
  }

  .impact-label {
    display: block;
    font-weight: 600;
  }

  p {
    margin: ${space.xs} 0 0;
    color: ${vars.color.textMuted};
    font-size: 0.875rem;
  }
`;

/**
 * Impact metrics by group, each with its unit and rounding (§9) and, for the balance, the customers
 * holding it. Every figure of a quantity is shown in one unit, picked from all of `metrics`.
 */
export async function ImpactFigures({
  metrics,
  sources,
  locale,
  groups = impactGroups,
  headingLevel = 2,
}: {
  /** Every impact metric of the content, also when `groups` shows only some. */
  metrics: ImpactMetric[];
  /** Each group's source, shown under its figures. */
  sources: Record<`impact.${ImpactGroup}`, Source>;
  locale: Locale;
  groups?: readonly ImpactGroup[];
  headingLevel?: 2 | 3;
}) {
  const t = await getTranslations({ locale, namespace: 'ImpactPage' });
  const Heading = `h${headingLevel}` as const;
  const shownIn = impactDisplayUnits(metrics);
  return (
    <>
      {groups.map((group) => {
        const inGroup = metrics.filter((m) => m.group === group).sort((a, b) => a.order - b.order);
        if (inGroup.length === 0) return null;
        return (
          <section key={group} aria-labelledby={`impact-${group}`}>
            <Heading id={`impact-${group}`}>{t(`groups.${group}`)}</Heading>
            <Grid>
              {inGroup.map((metric) => (
                <li key={metric.id} data-metric={metric.key}>
                  <span className="impact-value">
                    <ImpactValue value={metric.value} unit={metric.unit} locale={locale} shownIn={shownIn} />
                  </span>
                  <span className="impact-label">{metric.label}</span>
                  {metric.userCount !== undefined ? (
                    <p>{t('userCount', { count: formatNumber(metric.userCount, locale) })}</p>
                  ) : null}
                  <p>{metric.description}</p>
                </li>
              ))}
            </Grid>
            <FigureSource source={sources[`impact.${group}`]} locale={locale} />
          </section>
        );
      })}
    </>
  );
}

/** One figure's count-up: its parts to count with, and the figure itself written out here, on the server. */
function ImpactValue({
  value,
  unit,
  locale,
  shownIn,
}: {
  value: number;
  unit: ImpactUnit;
  locale: Locale;
  shownIn: Partial<Record<Quantity, DisplayUnit>>;
}) {
  const parts = impactParts(value, unit, locale, shownIn);
  return <CountUp parts={parts} final={joinImpactParts(parts, locale)} locale={locale} />;
}
