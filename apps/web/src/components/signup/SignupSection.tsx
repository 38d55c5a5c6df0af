import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { getContent, type SignupType } from '@site/content';
import type { Locale } from '@site/i18n';
import { href } from '@site/config/routes';
import { pickMessages } from '@site/i18n/web';
import { MAX_NAME_LENGTH } from '@site/validation';
import { Card } from '@/components/content/Section';
import { consentConfig } from '@/config';
import { clientNamespaces } from '@/i18n/clientNamespaces';
import { SignupForm } from './SignupForm';

const errorKeys = ['api', 'apiHint', 'offline'] as const;
/** The refusals' texts the form formats itself (the 429's minutes), sent to the page's browser. */
const clientErrorKeys = ['rateLimited', 'rateLimitedLater', 'turnstileFailed'] as const;

/** A sign-up with its headline and intro from the content layer and the form's texts. */
export async function SignupSection({
  locale,
  type,
  headingLevel = 2,
}: {
  locale: Locale;
  type: SignupType;
  headingLevel?: 2 | 3;
}) {
  const [t, validation, errors, tSystem, content, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'Signup' }),
    getTranslations({ locale, namespace: 'Validation' }),
    getTranslations({ locale, namespace: 'Errors' }),
    getTranslations({ locale, namespace: 'SystemPage' }),
    getContent(locale),
    getMessages({ locale }),
  ]);
  const allErrors = (messages as Record<string, Record<string, unknown>>).Errors!;
  const formMessages = {
    ...pickMessages(messages, clientNamespaces),
    Errors: Object.fromEntries(clientErrorKeys.map((key) => [key, allErrors[key]])),
  };
  const page = content.signupPages.find((p) => p.type === type);
  if (!page) throw new Error(`The content has no sign-up page of type '${type}' in ${locale}.`);
  const Heading = `h${headingLevel}` as const;
  const privacyHref = href('privacy', locale);

  return (
    <Card className="signup" id={`signup-${type}`} data-signup={type}>
      <Heading id={`signup-${type}-heading`}>{page.headline}</Heading>
      <p>{page.intro}</p>
      <NextIntlClientProvider messages={formMessages}>
      <SignupForm
        type={type}
        locale={locale}
        asksForName={page.asksForName}
        turnstileSiteKey={consentConfig.vendors.CLOUDFLARE.id}
        texts={{
          emailLabel: t('emailLabel'),
          firstNameLabel: t('firstNameLabel'),
          privacyConsent: t.rich('privacyConsent', { link: (chunks) => <a href={privacyHref}>{chunks}</a> }),
          privacyRequired: t('privacyRequired'),
          required: validation('required'),
          emailInvalid: validation('email'),
          nameTooLong: validation('maxLength', { max: MAX_NAME_LENGTH }),
          nameCharacters: validation('nameCharacters'),
          nameLink: validation('nameLink'),
          submitLabel: page.submitLabel,
          sending: t('sending'),
          successHeadline: page.successHeadline,
          successText: page.successText,
          errorHeading: t('errorHeading'),
          inputKept: t('inputKept'),
          retry: tSystem('retry'),
          errors: Object.fromEntries(errorKeys.map((key) => [`Errors.${key}`, errors(key)])),
        }}
      />
      </NextIntlClientProvider>
    </Card>
  );
}
