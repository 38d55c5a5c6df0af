'use client';
import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { TextField } from '@site/ui';
import { ACCOUNT_HOLDER_MAX_LENGTH, normalizeName, validateName } from '@site/validation';
import type { SupportContact } from '@/lib/chat';
import { LinkForm } from './LinkForm';

type IbanTools = typeof import('ibantools');

/** The IBAN's shape (country, check digits, 11 to 30 letters or digits), ignoring spaces. */
const ibanShape = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/**
 * ibantools (~3.5 KB gzip) checks the country's length and the check digits. It is loaded when
 * the visitor first focuses the form; until it is there, only the shape is checked (the API
 * checks the IBAN again).
 */
const validIban = (value: string, tools: IbanTools | undefined) => {
  if (!tools) return ibanShape.test(value.replace(/\s+/g, '').toUpperCase());
  const iban = tools.electronicFormatIBAN(value);
  return Boolean(iban && tools.isValidIBAN(iban));
};

const serverFields = ['recipient.iban', 'recipient.name'] as const;

/**
 * Reimbursement: the account to pay into (must be the holder's own), birthday, 'Send'. `head` and
 * `newLinkHref` as PasswordResetForm's.
 */
export function ReimbursementForm({ support, head, newLinkHref }: { support: SupportContact; head?: ReactNode; newLinkHref?: string }) {
  const t = useTranslations('Reimbursement');
  const tValidation = useTranslations('Validation');
  const [iban, setIban] = useState('');
  const [name, setName] = useState('');
  const [tools, setTools] = useState<IbanTools>();
  const loadTools = () => {
    if (!tools) import('ibantools').then(setTools, () => undefined);
  };
  return (
    <LinkForm
      context="reimbursement"
      linkKind="refund"
      serverFields={serverFields}
      support={support}
      head={head}
      newLinkHref={newLinkHref}
      submitLabel={t('submit')}
      loadingLabel={t('loading')}
      fields={({ submitted, disabled, serverError, clearServerError }) => (
        <>
          <TextField
            label={t('ibanLabel')}
            name="iban"
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            value={iban}
            onFocus={loadTools}
            onChange={(event) => {
              setIban(event.target.value);
              clearServerError('recipient.iban');
            }}
            error={serverError('recipient.iban')}
            required
            requiredMessage={tValidation('required')}
            validate={(value) => (validIban(value, tools) ? undefined : t('ibanInvalid'))}
            submitted={submitted}
            disabled={disabled}
          />
          <TextField
            label={t('nameLabel')}
            hint={t('nameHint')}
            name="accountHolder"
            autoComplete="name"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              clearServerError('recipient.name');
            }}
            error={serverError('recipient.name')}
            required
            requiredMessage={tValidation('required')}
            maxLength={ACCOUNT_HOLDER_MAX_LENGTH}
            maxLengthMessage={tValidation('maxLength', { max: ACCOUNT_HOLDER_MAX_LENGTH })}
            validate={(value) => {
              const problem = validateName(value, ACCOUNT_HOLDER_MAX_LENGTH);
              // maxLength is said by the field itself.
              return problem && problem !== 'maxLength' ? tValidation(problem) : undefined;
            }}
            submitted={submitted}
            disabled={disabled}
          />
        </>
      )}
      fieldsValid={() => validIban(iban, tools) && validateName(name, ACCOUNT_HOLDER_MAX_LENGTH) === null}
      send={(client, hash, birthday) =>
        client.requestReimbursement({ hash, birthday, recipient: { iban, name: normalizeName(name) } })
      }
      success={
        <>
          <h2>{t('successHeadline')}</h2>
          <p>{t('successText')}</p>
        </>
      }
    />
  );
}
