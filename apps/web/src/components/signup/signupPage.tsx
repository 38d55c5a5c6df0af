import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { SignupType } from '@site/content';
import type { Locale } from '@site/i18n';
import { Container } from '@/components/layout/Container';
import { PageIntro } from '@/components/content/PageIntro';
import { Section } from '@/components/content/Section';
import { pageMetadata } from '@/lib/metadata';
import { SignupSection } from './SignupSection';

type Props = { params: Promise<{ locale: Locale }> };

/** Where each sign-up has its own page. */
export const signupPaths = {
  newsletter: '/newsletter/',
  crowdinvesting: '/crowdinvesting/',
  investing: '/investing/waiting-list/',
  iou: '/app-testers/',
} as const satisfies Record<SignupType, string>;

export function signupMetadata(type: SignupType) {
  return async ({ params }: Props) => {
    const { locale } = await params;
    return pageMetadata({ locale, path: signupPaths[type], namespace: `SignupPages.${type}` });
  };
}

/** A page that is one sign-up form (newsletter, investing waiting list, app testers). */
export function signupPage(type: SignupType) {
  return async function SignupPage({ params }: Props) {
    const { locale } = await params;
    setRequestLocale(locale);
    const t = await getTranslations({ locale, namespace: `SignupPages.${type}` });
    return (
      <>
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
