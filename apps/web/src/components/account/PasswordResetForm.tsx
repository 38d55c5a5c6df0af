'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { isValidPassword } from '@site/validation';
import type { SupportContact } from '@/lib/chat';
import { LinkForm } from './LinkForm';
import { NewPasswordField } from './NewPasswordField';

const serverFields = ['password'] as const;

/** PasswordReset: new password and birthday, 'Reset password', loading 'Saving password'. */
export function PasswordResetForm({ support }: { support: SupportContact }) {
  const t = useTranslations('PasswordReset');
  const [password, setPassword] = useState('');
  return (
    <LinkForm
      context="passwordReset"
      linkKind="reset"
      serverFields={serverFields}
      support={support}
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
