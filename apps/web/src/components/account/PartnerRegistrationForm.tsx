'use client';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Checkbox, NewTabLink } from '@site/ui';
import { isValidPassword } from '@site/validation';
import type { ApiErrorKind } from '@site/api';
import type { ConsentDocument } from '@site/config';
import type { SupportContact } from '@/lib/chat';
import { LinkForm } from './LinkForm';
import { NewPasswordField } from './NewPasswordField';
import styles from './account.module.css';

const serverFields = ['password'] as const;

/**
 * Partner-site registration: password, birthday and the consents of §3 (terms and privacy
 * required, marketing optional), each document they name a link that opens in a new tab, so what
 * was typed stays. An expired link leads to the 'no longer valid' page, a used one to 'already
 * signed up' (both paths come from the server, so the route table stays out of the page's JS). A
 * blocked link offers `restartLink`, the server-rendered button into the registration app.
 */
export function PartnerRegistrationForm({
  restartLink,
  linkExpiredHref,
  alreadyRegisteredHref,
  documents,
  support,
  head,
}: {
  restartLink: ReactNode;
  linkExpiredHref: string;
  alreadyRegisteredHref: string;
  /** Where each document of the consents is (`consentDocuments` of @site/config). */
  documents: Record<ConsentDocument, string>;
  support: SupportContact;
  /** The page's headline and intro, which a dead link's state replaces. */
  head?: ReactNode;
}) {
  const t = useTranslations('PartnerRegistration');
  const tErrors = useTranslations('Errors');
  const common = useTranslations('Common');
  const link = (document: ConsentDocument) => (chunks: ReactNode) => (
    <NewTabLink href={documents[document]} newTabText={common('externalLink')}>
      {chunks}
    </NewTabLink>
  );
  const [password, setPassword] = useState('');
  const [consents, setConsents] = useState({ termsAndConditions: false, privacy: false, marketing: false });
  const consent = (key: keyof typeof consents) => ({
    checked: consents[key],
    onChange: () => setConsents((current) => ({ ...current, [key]: !current[key] })),
  });

  const onError = useCallback(
    (kind: ApiErrorKind) => {
      const target = kind === 'linkExpired' ? linkExpiredHref : kind === 'linkAlreadyUsed' ? alreadyRegisteredHref : undefined;
      if (!target) return false;
      window.location.assign(target);
      return true;
    },
    [linkExpiredHref, alreadyRegisteredHref],
  );

  return (
    <LinkForm
      context="partnerRegistration"
      linkKind="partner"
      serverFields={serverFields}
      support={support}
      head={head}
      submitLabel={t('submit')}
      loadingLabel={t('loading')}
      invalidMessage={tErrors('invalidPasswordOrTerms')}
      fields={({ submitted, disabled, serverError, clearServerError }) => (
        <>
          <NewPasswordField
            label={t('passwordLabel')}
            value={password}
            onChange={(value) => {
              setPassword(value);
              clearServerError('password');
            }}
            submitted={submitted}
            disabled={disabled}
            error={serverError('password')}
          />
          <fieldset className={styles.consents}>
            <legend>{t('consentsLegend')}</legend>
            <Checkbox
              label={t.rich('terms', { companyTerms: link('terms'), partnerTerms: link('partnerTerms'), otherTerms: link('partnerOtherTerms') })}
              name="terms"
              required
              {...consent('termsAndConditions')}
            />
            <Checkbox
              label={t.rich('privacy', { companyPrivacy: link('privacy'), appPrivacy: link('appPrivacy'), partnerPrivacy: link('partnerPrivacy') })}
              name="privacy"
              required
              {...consent('privacy')}
            />
            <Checkbox label={t('marketing')} name="marketing" {...consent('marketing')} />
          </fieldset>
        </>
      )}
      fieldsValid={() => isValidPassword(password) && consents.termsAndConditions && consents.privacy}
      send={(client, hash, birthday) => client.completePartnerRegistration({ hash, password, birthday, consents })}
      onError={onError}
      blockedAction={restartLink}
      success={
        <>
          <h2>{t('successHeadline')}</h2>
          <p>{t('successText')}</p>
        </>
      }
    />
  );
}
