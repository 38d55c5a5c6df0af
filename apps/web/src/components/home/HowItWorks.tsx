import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@site/i18n';
import { media, radius, space, vars } from '@site/theme';
import { Section } from '@/components/content/Section';
import { carouselControls } from '@/components/carousel/carouselStyles';
import { Slideshow } from '@/components/carousel/Slideshow';

const steps = ['open', 'pay', 'impact'] as const;

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

  /* A phone drawn in CSS: frame, notch and a simplified app screen with real text. */
  .phone {
    justify-self: center;
    width: 12rem;
    aspect-ratio: 9 / 18;
    padding: 0.625rem;
    border-radius: 1.75rem;
    background: #16211b;
    box-shadow: 0 0.5rem 0.75rem rgb(0 0 0 / 15%);
  }

  .phone__screen {
    position: relative;
    height: 100%;
    display: flex;
    flex-direction: column;
    gap: ${space.s};
    padding: 2rem ${space.m} ${space.m};
    border-radius: 1.25rem;
    background: #ffffff;
    color: #16211b;
    font-size: 0.8125rem;
    overflow: hidden;

    &::before {
      content: '';
      position: absolute;
      top: 0.5rem;
      left: 50%;
      width: 3.5rem;
      height: 0.75rem;
      border-radius: ${radius.pill};
      background: #16211b;
      transform: translateX(-50%);
    }
  }

  .phone__title {
    font-weight: 700;
    font-size: 1rem;
  }

  .phone__line {
    padding: ${space.s};
    border-radius: ${radius.s};
    background: #f4f6f3;
    border: 1px solid #d5dad6;
  }

  .phone__action {
    margin-top: auto;
    padding: ${space.s};
    border-radius: ${radius.pill};
    background: #0b5d3b;
    color: #ffffff;
    font-weight: 600;
    text-align: center;
  }

  .phone[data-step='pay'] .phone__line:first-of-type {
    min-height: 4.5rem;
    background: linear-gradient(135deg, #0b5d3b, #3f8f5f);
    color: #ffffff;
    border: 0;
  }

  .phone[data-step='impact'] .phone__line {
    border-inline-start: 0.375rem solid #3f8f5f;
  }
`;

/** 'How it works' on home: the three steps as a slideshow, each with a drawn app screen. */
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
        slides={steps.map((step, i) => {
          const index = String(i + 1);
          const title = t(`steps.${step}.title`);
          return {
            id: step,
            label: t('slideLabel', { index, total }),
            announcement: t('announcement', { index, total, title }),
            content: (
              <>
                <div className="phone" data-step={step} role="img" aria-label={t('screenLabel', { title: t(`steps.${step}.screenTitle`) })}>
                  <div className="phone__screen">
                    <span className="phone__title">{t(`steps.${step}.screenTitle`)}</span>
                    <span className="phone__line">{t(`steps.${step}.screenLine1`)}</span>
                    <span className="phone__line">{t(`steps.${step}.screenLine2`)}</span>
                    <span className="phone__action">{t(`steps.${step}.screenAction`)}</span>
                  </div>
                </div>
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
