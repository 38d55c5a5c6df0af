import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@site/i18n';
import { media, space, vars } from '@site/theme';
import { Section } from '@/components/content/Section';
import { carouselControls } from '@/components/carousel/carouselStyles';
import { Slideshow } from '@/components/carousel/Slideshow';
import { AppScreen } from '@/components/appScreens/AppScreen';
import type { AppScreenId } from '@site/app-screens';

/** Each step with the screen of the app it happens on: the new account, the card, the impact counter. */
const steps = [
  ['open', 'account'],
  ['pay', 'card'],
  ['impact', 'impact'],
] as const satisfies ReadonlyArray<readonly [string, AppScreenId]>;

const Wrapper = styled(Section)`
  ${carouselControls('slideshow')}

  .slideshow__button[aria-disabled='true'] {
    opacity: 0.45;
    cursor: default;
  }

  /* Without JavaScript (and until Embla loads) the slides scroll sideways, one at a time. */
  .slideshow__viewport {
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    scroll-behavior: smooth;

    ${media.reducedMotion} {
      scroll-behavior: auto;
    }
  }

  .slideshow[data-enhanced='true'] .slideshow__viewport {
    overflow: hidden;
  }

  .slideshow__track {
    display: flex;
    touch-action: pan-y pinch-zoom;
  }

  .slideshow__slide {
    flex: 0 0 100%;
    min-width: 0;
    scroll-snap-align: start;
    display: grid;
    gap: ${space.l};
    align-items: center;
    padding: ${space.m};

    ${media.small} {
      grid-template-columns: auto 1fr;
      gap: ${space.xl};
    }
  }

  .step-number {
    margin: 0;
    color: ${vars.color.textMuted};
    font-weight: 600;
  }

  h3 {
    font-size: clamp(1.25rem, 3vw, 1.75rem);
    margin: ${space.xs} 0 ${space.s};
  }

  .step-text {
    max-width: 34rem;
    margin: 0;
  }

  /* The phone of the step's screen, centred above the text on a phone and beside it from the small breakpoint. */
  .slideshow__slide > picture {
    justify-self: center;
  }
`;

/** 'How it works' on home: the three steps as a slideshow, each with the whole screen of the app it happens on. */
export async function HowItWorks({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'HowItWorks' });
  const total = String(steps.length);
  return (
    <Wrapper aria-labelledby="how-it-works-heading">
      <h2 id="how-it-works-heading">{t('heading')}</h2>
      <p>{t('intro')}</p>
      <Slideshow
        label={t('carouselLabel')}
        previousLabel={t('previous')}
        nextLabel={t('next')}
        slides={steps.map(([step, screen], i) => {
          const index = String(i + 1);
          const title = t(`steps.${step}.title`);
          return {
            id: step,
            label: t('slideLabel', { index, total }),
            announcement: t('announcement', { index, total, title }),
            content: (
              <>
                <AppScreen screen={screen} locale={locale} width={15} />
                <div>
                  <p className="step-number">{t('stepNumber', { index })}</p>
                  <h3>{title}</h3>
                  <p className="step-text">{t(`steps.${step}.text`)}</p>
                </div>
              </>
            ),
          };
        })}
      />
    </Wrapper>
  );
}
