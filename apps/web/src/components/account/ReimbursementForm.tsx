'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { isValidIBAN, electronicFormatIBAN } from 'ibantools';
import { TextField } from '@site/ui';
import { LinkForm } from './LinkForm';

const validIban = (value: string) => {
  const iban = electronicFormatIBAN(value);
  return Boolean(iban && isValidIBAN(iban));
};

/** Reimbursement: the account to pay into (must be the holder's own), birthday, 'Send'. */
export function ReimbursementForm() {
  const t = useTranslations('Reimbursement');
  const tValidation = useTranslations('Validation');
  const [iban, setIban] = useState('');
  const [name, setName] = useState('');
  return (
    <LinkForm
      context="reimbursement"
      submitLabel={t('submit')}
      loadingLabel={t('loading')}
      fields={({ submitted, disabled }) => (
        <>
          <TextField
            label={t('ibanLabel')}
            name="iban"
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            value={iban}
            onChange={(event) => setIban(event.target.value)}
            required
            requiredMessage={tValidation('required')}
            validate={(value) => (validIban(value) ? undefined : t('ibanInvalid'))}
            submitted={submitted}
            disabled={disabled}
          />
          <TextField
            label={t('nameLabel')}
            hint={t('nameHint')}
            name="accountHolder"
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            requiredMessage={tValidation('required')}
            maxLength={140}
            maxLengthMessage={tValidation('maxLength', { max: 140 })}
            submitted={submitted}
            disabled={disabled}
          />
        </>
      )}
      fieldsValid={() => validIban(iban) && name.trim().length > 0 && name.length <= 140}
      send={(client, hash, birthday) => client.requestReimbursement({ hash, birthday, recipient: { iban, name } })}
      success={
        <>
          <h2>{t('successHeadline')}</h2>
          <p>{t('successText')}</p>
        </>
      }
    />
  );
}
