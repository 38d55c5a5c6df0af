import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import { href } from '@site/config/routes';
import type { ContentImage, ImpactMetric, SiteContent } from '@site/content';
import { Picture } from '@site/content/react';
import type { Locale } from '@site/i18n';
import { media, radius, space } from '@site/theme';
import { ImpactFigures } from '@/components/impact/ImpactFigures';

/*
 * The figures take the band's whole width, so a group of three is one row of three equal cards
 * (beside a picture they were two columns with the third card left alone). From the mid
 * breakpoint the picture stands in the grid's third column, on the cards' own edges, beside the
 * heading. On a phone it follows the figures.
 */
const Layout = styled.div`
  display: grid;
  gap: ${space.l};

  .impact-intro > :last-child {
    margin-bottom: 0;
  }

  picture {
    order: 1;
    justify-self: center;
    width: 100%;
    max-width: 32rem;
  }

  img {
    display: block;
    width: 100%;
    border-radius: ${radius.l};
  }

  ${media.mid} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    column-gap: ${space.m};
    align-items: center;

    .impact-intro {
      grid-column: 1 / 3;
    }

    picture {
      order: 0;
      max-width: none;
    }

    .impact-figures {
      grid-column: 1 / -1;
    }
  }

  .impact-figures > :last-child ul {
    margin-bottom: 0;
  }
`;

/** Home's impact band: heading and link to all figures, the section's picture, the figures by group. */
export async function HomeImpact({
  metrics,
  sources,
  image,
  locale,
}: {
  metrics: ImpactMetric[];
  sources: SiteContent['figureSources'];
  image?: ContentImage;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'HomePage' });
  return (
    <Layout>
      <div className="impact-intro">
        <h2 id="home-impact">{t('impactHeading')}</h2>
        <p>
          <a href={href('impact', locale)}>{t('impactLink')}</a>
        </p>
      </div>
      {image ? <Picture image={image} sizes="(min-width: 59.375rem) 21rem, 100vw" /> : null}
      <div className="impact-figures">
        <ImpactFigures metrics={metrics} sources={sources} locale={locale} groups={['customers', 'climate']} headingLevel={3} />
      </div>
    </Layout>
  );
}
