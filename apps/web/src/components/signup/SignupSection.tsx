import { getTranslations } from 'next-intl/server';
import { getContent, type SignupType } from '@site/content';
import type { Locale } from '@site/i18n';
import { href } from '@site/config/routes';
import { MAX_NAME_LENGTH } from '@site/validation';
import { Card } from '@/components/content/Section';
import { consentConfig } from '@/config';
import { SignupForm } from './SignupForm';

const errorKeys = ['api', 'apiHint', 'offline'] as const;

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
  const [t, validation, errors, content] = await Promise.all([
    getTranslations({ locale, namespace: 'Signup' }),
    getTranslations({ locale, namespace: 'Validation' }),
    getTranslations({ locale, namespace: 'Errors' }),
    getContent(locale),
  ]);
  const page = content.signupPages.find((p) => p.type === type);
  if (!page) throw new Error(`The content has no sign-up page of type '${type}' in ${locale}.`);
  const Heading = `h${headingLevel}` as const;
  const privacyHref = href('privacy', locale);

  return (
    <Card className="signup" id={`signup-${type}`} data-signup={type}>
      <Heading id={`signup-${type}-heading`}>{page.headline}</Heading>
      <p>{page.intro}</p>
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
          errors: Object.fromEntries(errorKeys.map((key) => [`Errors.${key}`, errors(key)])),
        }}
      />
    </Card>
  );
}
