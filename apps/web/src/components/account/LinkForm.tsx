'use client';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@site/ui';
import { validateBirthday, type DateParts } from '@site/validation';
import type { ApiClient, ApiErrorKind, ApiResult, ErrorContext } from '@site/api';
import { ScriptForm, useFormReady } from '@/components/form/ScriptForm';
import { getApiClient } from '@/lib/api';
import { ApiErrorAlert } from './ApiErrorAlert';
import { BirthdayField, emptyBirthday, isoBirthday } from './BirthdayField';
import { useApiWarmup } from './useApiWarmup';
import { useLinkHash } from './useLinkHash';
import { useSubmission } from './useSubmission';
import styles from './account.module.css';

/** Errors after which sending the form again cannot help: the form is shown but locked. */
const blockingKinds: ReadonlySet<ApiErrorKind> = new Set([
  'birthdayAttemptsExceeded',
  'linkExpired',
  'linkInvalid',
  'linkAlreadyUsed',
]);

export interface LinkFormProps<T> {
  context: ErrorContext;
  submitLabel: string;
  loadingLabel: string;
  /** The page's own fields; `submitted` shows their required/format errors. */
  fields: (state: { submitted: boolean; disabled: boolean }) => ReactNode;
  /** Whether the page's own fields are valid (the birthday is checked here). */
  fieldsValid: () => boolean;
  /** An alert for invalid own fields on submit (partner registration's §8 text), if any. */
  invalidMessage?: string;
  send: (client: ApiClient, hash: string, birthday: string) => Promise<ApiResult<T>>;
  success: ReactNode;
  /** A page may leave for another page on some errors (partner link expired); true if it did. */
  onError?: (kind: ApiErrorKind) => boolean;
  /** Shown under a blocking error, e.g. a way to restart the registration. */
  blockedAction?: ReactNode;
}

/**
 * A form behind an e-mail link that asks for the birthday: the hash from the fragment, §5
 * validation before sending, the §8 message for every API error, three wrong birthdays lock the
 * form, what the visitor typed stays in place after any error, and no double submit.
 */
export function LinkForm<T>({
  context,
  submitLabel,
  loadingLabel,
  fields,
  fieldsValid,
  invalidMessage,
  send,
  success,
  onError,
  blockedAction,
}: LinkFormProps<T>) {
  const t = useTranslations();
  const hash = useLinkHash();
  const [birthday, setBirthday] = useState<DateParts>(emptyBirthday);
  const [submitted, setSubmitted] = useState(false);
  const [localInvalid, setLocalInvalid] = useState(false);
  const [mismatchShown, setMismatchShown] = useState(false);
  const { state, run } = useSubmission<T>();
  const ready = useFormReady();
  const successRef = useRef<HTMLHeadingElement>(null);
  useApiWarmup();

  const error = state.phase === 'error' ? state.error : undefined;
  const blocked = hash === null || (error !== undefined && blockingKinds.has(error.kind));
  const loading = state.phase === 'loading';

  useEffect(() => {
    if (state.phase === 'success') successRef.current?.focus();
    if (state.phase === 'error') {
      setMismatchShown(state.error.kind === 'birthdayMismatch');
      onError?.(state.error.kind);
    }
  }, [state, onError]);

  if (state.phase === 'success') {
    return (
      <div className={styles.success} data-state="success">
        <div ref={successRef} tabIndex={-1} className={styles.successFocus}>
          {success}
        </div>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (loading || blocked || !hash) return;
    setSubmitted(true);
    const parsed = validateBirthday(birthday);
    const ownValid = fieldsValid();
    setLocalInvalid(!ownValid);
    if (!parsed.ok || !ownValid) return;
    void run(async () => send(await getApiClient(), hash, isoBirthday(parsed.date)));
  };

  const mismatch = mismatchShown && error?.kind === 'birthdayMismatch' ? error : undefined;

  return (
    <ScriptForm noValidate onSubmit={onSubmit} className={styles.form} data-state={blocked ? 'blocked' : state.phase}>
      {localInvalid && invalidMessage ? (
        <div role="alert" className={styles.alert}>
          <p className={styles.alertMessage}>{invalidMessage}</p>
        </div>
      ) : null}
      {error && error.kind !== 'birthdayMismatch' ? <ApiErrorAlert kind={error.kind} context={context} /> : null}
      {blocked && hash !== null && blockedAction ? <div className={styles.actions}>{blockedAction}</div> : null}
      <fieldset className={styles.fields} disabled={blocked}>
        {fields({ submitted, disabled: blocked })}
        <BirthdayField
          value={birthday}
          onChange={(parts) => {
            setBirthday(parts);
            setMismatchShown(false);
          }}
          error={mismatch ? t('Validation.birthdayMismatch') : undefined}
          submitted={submitted}
          disabled={blocked}
        />
        {mismatch?.remainingAttempts !== undefined ? (
          <p className={styles.attempts} role="status">
            {t('SystemPage.attemptsLeft', { count: mismatch.remainingAttempts })}
          </p>
        ) : null}
      </fieldset>
      {hash === null ? (
        // Where the button would be, not above the fields: the page is drawn before the script
        // can read the fragment, so a notice above them would push the form down (layout shift).
        <>
          <div role="alert" className={styles.alert}>
            <p className={styles.alertMessage}>{t('SystemPage.missingLink')}</p>
          </div>
          {blockedAction ? <div className={styles.actions}>{blockedAction}</div> : null}
        </>
      ) : blocked ? null : (
        <Button type="submit" disabled={!ready} loading={loading} loadingLabel={loadingLabel}>
          {submitLabel}
        </Button>
      )}
    </ScriptForm>
  );
}
