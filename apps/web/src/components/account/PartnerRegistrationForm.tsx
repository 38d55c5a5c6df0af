'use client';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Checkbox } from '@site/ui';
import { isValidPassword } from '@site/validation';
import type { ApiErrorKind } from '@site/api';
import type { SupportContact } from '@/lib/chat';
import { LinkForm } from './LinkForm';
import { NewPasswordField } from './NewPasswordField';
import styles from './account.module.css';

const serverFields = ['password'] as const;

/**
 * Partner-site registration: password, birthday and the consents of §3 (terms and privacy
 * required, marketing optional). An expired link leads to the 'no longer valid' page, a used one
 * to 'already signed up' (both paths come from the server, so the route table stays out of the
 * page's JS). A blocked link offers `restartLink`, the server-rendered button into the
 * registration app.
 */
export function PartnerRegistrationForm({
  restartLink,
  linkExpiredHref,
  alreadyRegisteredHref,
  support,
}: {
  restartLink: ReactNode;
  linkExpiredHref: string;
  alreadyRegisteredHref: string;
  support: SupportContact;
}) {
  const t = useTranslations('PartnerRegistration');
  const tErrors = useTranslations('Errors');
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
            <Checkbox label={t('terms')} name="terms" required {...consent('termsAndConditions')} />
            <Checkbox label={t('privacy')} name="privacy" required {...consent('privacy')} />
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
