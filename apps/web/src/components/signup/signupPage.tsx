import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { SignupType } from '@site/content';
import type { Locale } from '@site/i18n';
import { Container } from '@/components/layout/Container';
import { PageIntro } from '@/components/content/PageIntro';
import { Section } from '@/components/content/Section';
import type { RouteId } from '@site/config/routes';
import { routeMetadata } from '@/lib/metadata';
import { SignupSection } from './SignupSection';
import { BreadcrumbJsonLd } from '@/components/seo/BreadcrumbJsonLd';

type Props = { params: Promise<{ locale: Locale }> };

/** The page of each sign-up (crowd-investing's is the crowd-investing page with its banners). */
export const signupRoutes = {
  newsletter: 'newsletter',
  crowdinvesting: 'crowdinvesting',
  investing: 'investingWaitingList',
  iou: 'appTesters',
} as const satisfies Record<SignupType, RouteId>;

export function signupMetadata(type: SignupType) {
  return routeMetadata(signupRoutes[type]);
}

/** A page that is one sign-up form (newsletter, investing waiting list, app testers). */
export function signupPage(type: SignupType) {
  return async function SignupPage({ params }: Props) {
    const { locale } = await params;
    setRequestLocale(locale);
    const t = await getTranslations({ locale, namespace: `SignupPages.${type}` });
    return (
      <>
        <BreadcrumbJsonLd locale={locale} route={signupRoutes[type]} />
        <PageIntro title={t('title')} />
        <Container>
          <Section>
            <SignupSection locale={locale} type={type} />
          </Section>
        </Container>
      </>
    );
  };
}
