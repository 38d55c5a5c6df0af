'use client';
import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { isValidPassword } from '@site/validation';
import type { SupportContact } from '@/lib/chat';
import { LinkForm } from './LinkForm';
import { NewPasswordField } from './NewPasswordField';

const serverFields = ['password'] as const;

/**
 * PasswordReset: new password and birthday, 'Reset password', loading 'Saving password'. `head`
 * is the page's headline and intro, which an expired link's state replaces; `newLinkHref` is
 * where its 'Request a new link' leads.
 */
export function PasswordResetForm({ support, head, newLinkHref }: { support: SupportContact; head?: ReactNode; newLinkHref?: string }) {
  const t = useTranslations('PasswordReset');
  const [password, setPassword] = useState('');
  return (
    <LinkForm
      context="passwordReset"
      linkKind="reset"
      serverFields={serverFields}
      support={support}
      head={head}
      newLinkHref={newLinkHref}
      submitLabel={t('submit')}
      loadingLabel={t('loading')}
      fields={({ submitted, disabled, serverError, clearServerError }) => (
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
      )}
      fieldsValid={() => isValidPassword(password)}
      send={(client, hash, birthday) => client.resetPassword({ hash, password, birthday })}
      success={
        <>
          <h2>{t('successHeadline')}</h2>
          <p>{t('successText')}</p>
        </>
      }
    />
  );
}
