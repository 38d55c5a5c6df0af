'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { isValidPassword } from '@site/validation';
import { LinkForm } from './LinkForm';
import { NewPasswordField } from './NewPasswordField';

/** PasswordReset: new password and birthday, 'Reset password', loading 'Saving password'. */
export function PasswordResetForm() {
  const t = useTranslations('PasswordReset');
  const [password, setPassword] = useState('');
  return (
    <LinkForm
      context="passwordReset"
      submitLabel={t('submit')}
      loadingLabel={t('loading')}
      fields={({ submitted, disabled }) => (
        <NewPasswordField
          label={t('passwordLabel')}
          value={password}
          onChange={setPassword}
          submitted={submitted}
          disabled={disabled}
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
