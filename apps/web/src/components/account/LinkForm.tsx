'use client';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@site/ui';
import { ACCOUNT_HOLDER_MAX_LENGTH, birthdayRange, MAX_NAME_LENGTH, validateBirthday, type DateParts, type LinkKind } from '@site/validation';
import type { ApiClient, ApiErrorKind, ApiResult, ErrorContext } from '@site/api';
import { ScriptForm, useFormReady } from '@/components/form/ScriptForm';
import { getApiClient } from '@/lib/api';
import type { SupportContact } from '@/lib/chat';
import { fieldRefusals, fieldRefusalText, linkStateError } from '@/lib/refusal';
import { ApiErrorAlert } from './ApiErrorAlert';
import { BirthdayField, emptyBirthday, isoBirthday, useBirthdayRangeText } from './BirthdayField';
import { SupportButtons } from './SupportButtons';
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

/** What a page's own fields get: their state and the server's refusals at them. */
export interface LinkFormFieldState {
  submitted: boolean;
  disabled: boolean;
  /** The server's message for a field of the request body ('password', 'recipient.iban'), if it refused it. */
  serverError: (field: string) => string | undefined;
  /** The visitor changed the field: its server message goes. */
  clearServerError: (field: string) => void;
}

export interface LinkFormProps<T> {
  context: ErrorContext;
  /** The link's kind, for the state the page asks for as it opens. */
  linkKind: LinkKind;
  /** The page's own fields that can show a server refusal (request body paths, e.g. 'password'). */
  serverFields: readonly string[];
  /** Where the support buttons of a dead link lead. */
  support: SupportContact;
  submitLabel: string;
  loadingLabel: string;
  /** The page's own fields; `submitted` shows their required/format errors. */
  fields: (state: LinkFormFieldState) => ReactNode;
  /** Whether the page's own fields are valid (the birthday is checked here). */
  fieldsValid: () => boolean;
  /** An alert for invalid own fields on submit (partner registration's §8 text), if any. */
  invalidMessage?: string;
  send: (client: ApiClient, hash: string, birthday: string) => Promise<ApiResult<T>>;
  success: ReactNode;
  /** A page may leave for another page on some errors (partner link expired); true if it did. */
  onError?: (kind: ApiErrorKind) => boolean;
  /** Shown under a blocking error and a link that expired, e.g. a way to restart the registration. */
  blockedAction?: ReactNode;
  /**
   * The page's headline and intro, shown above the form while the link can act; a dead link's
   * state (expired, used, blocked) replaces them with its own headline.
   */
  head?: ReactNode;
  /** Where §8's 'Request a new link' leads when the link expired (a page decides what its visitor expects). */
  newLinkHref?: string;
}

/** The longest value the API takes for a field (for its 'tooLong' message). */
const maxLengthOf = (field: string) => (field === 'recipient.name' ? ACCOUNT_HOLDER_MAX_LENGTH : MAX_NAME_LENGTH);

/**
 * A form behind an e-mail link that asks for the birthday: the hash from the fragment, §5
 * validation before sending, the §8 message for every API error, three wrong birthdays lock the
 * form, what the visitor typed stays in place after any error, and no double submit.
 *
 * As it opens it asks the API what the link can still do (`getLinkStatus`); meanwhile the form is
 * there and usable. An expired or used link replaces the form with the page's expired text (the
 * one its submit would get) and the chat and e-mail buttons, a blocked one with 'entered
 * incorrectly too many times'. When the question fails (offline, 5xx, 429) the form stays: the
 * submit checks everything again. A 400's field errors show at their fields.
 */
export function LinkForm<T>({
  context,
  linkKind,
  serverFields,
  support,
  submitLabel,
  loadingLabel,
  fields,
  fieldsValid,
  invalidMessage,
  send,
  success,
  onError,
  blockedAction,
  head,
  newLinkHref,
}: LinkFormProps<T>) {
  const t = useTranslations();
  const hash = useLinkHash();
  const [birthday, setBirthday] = useState<DateParts>(emptyBirthday);
  const [submitted, setSubmitted] = useState(false);
  const [localInvalid, setLocalInvalid] = useState(false);
  const [mismatchShown, setMismatchShown] = useState(false);
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string>>>({});
  const [deadLink, setDeadLink] = useState<ApiErrorKind>();
  const { state, run } = useSubmission<T>();
  const ready = useFormReady();
  const successRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const deadRef = useRef<HTMLDivElement>(null);
  // Set once the visitor sends: from then on the submit's answer is the link's state.
  const sent = useRef(false);
  const rangeText = useBirthdayRangeText();
  useApiWarmup();

  const error = state.phase === 'error' ? state.error : undefined;
  const blocked = hash === null || (error !== undefined && blockingKinds.has(error.kind));
  const loading = state.phase === 'loading';

  useEffect(() => {
    if (!hash) return;
    let current = true;
    void getApiClient()
      .then((client) => client.getLinkStatus({ hash, kind: linkKind }))
      .then((result) => {
        // A failed question keeps the form; the submit checks everything again.
        if (!current || sent.current || !result.ok) return;
        const dead = linkStateError(result.data.state);
        if (!dead) return;
        // The visitor was typing: the focus goes to what replaces the form, not to the page's top.
        const hadFocus = formRef.current?.contains(document.activeElement) ?? false;
        setDeadLink(dead);
        if (hadFocus) requestAnimationFrame(() => deadRef.current?.focus());
      });
    return () => {
      current = false;
    };
  }, [hash, linkKind]);

  useEffect(() => {
    if (state.phase === 'success') successRef.current?.focus();
    if (state.phase === 'error') {
      setMismatchShown(state.error.kind === 'birthdayMismatch');
      const refused: Record<string, string> = {};
      for (const refusal of fieldRefusals(state.error)) {
        if (refusal.field !== 'birthday' && !serverFields.includes(refusal.field)) continue;
        const text = fieldRefusalText(refusal, maxLengthOf);
        if (!text || refused[refusal.field]) continue;
        refused[refusal.field] = text.key === 'Validation.birthdayRange' ? rangeText(birthdayRange()) : t(text.key as never, text.values as never);
      }
      setServerErrors(refused);
      if (Object.keys(refused).length > 0) {
        requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      }
      onError?.(state.error.kind);
    }
    // rangeText and t change with the locale only, which a page never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, onError, serverFields]);

  // §8's 'Request a new link', after an expired link's message: a link to where a new one is asked for.
  const newLink = (kind: ApiErrorKind) =>
    newLinkHref && kind === 'linkExpired' ? (
      <p>
        <a href={newLinkHref} data-new-link>
          {t('SystemPage.requestNewLink')}
        </a>
      </p>
    ) : null;

  if (deadLink && state.phase === 'form') {
    return (
      <div className={styles.status} data-state="link-dead" data-error-kind={deadLink}>
        <ApiErrorAlert ref={deadRef} kind={deadLink} context={context} asHeadline />
        {newLink(deadLink)}
        {blockedAction && deadLink !== 'linkAlreadyUsed' ? <div className={styles.actions}>{blockedAction}</div> : null}
        <SupportButtons support={support} />
      </div>
    );
  }

  if (state.phase === 'success') {
    return (
      <>
        {head}
        <div className={styles.success} data-state="success">
          <div ref={successRef} tabIndex={-1} className={styles.successFocus}>
            {success}
          </div>
        </div>
      </>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (loading || blocked || !hash) return;
    setSubmitted(true);
    setServerErrors({});
    const parsed = validateBirthday(birthday);
    const ownValid = fieldsValid();
    setLocalInvalid(!ownValid);
    if (!parsed.ok || !ownValid) return;
    sent.current = true;
    void run(async () => send(await getApiClient(), hash, isoBirthday(parsed.date)));
  };

  const mismatch = mismatchShown && error?.kind === 'birthdayMismatch' ? error : undefined;
  const clearServerError = (field: string) =>
    setServerErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  const refusals = error ? fieldRefusals(error) : [];
  // A 400 whose every refusal stands at its field needs no alert above the form; partner
  // registration keeps its §8 text for a refused password (it names the password and terms).
  const allAtFields =
    refusals.length > 0 &&
    refusals.every((refusal) => serverErrors[refusal.field] !== undefined) &&
    !(context === 'partnerRegistration' && refusals.some((refusal) => refusal.field === 'password'));

  // The submit found the link dead: its message is the page's headline, the form stays below, locked, with what was typed.
  const deadOnSubmit = error !== undefined && blockingKinds.has(error.kind);

  return (
    <>
      {deadOnSubmit ? null : head}
      <ScriptForm ref={formRef} noValidate onSubmit={onSubmit} className={styles.form} data-state={blocked ? 'blocked' : state.phase}>
        {localInvalid && invalidMessage ? (
          <div role="alert" className={styles.alert}>
            <p className={styles.alertMessage}>{invalidMessage}</p>
          </div>
        ) : null}
        {error && error.kind !== 'birthdayMismatch' && !allAtFields ? (
          <ApiErrorAlert kind={error.kind} context={context} retryAfterSeconds={error.retryAfterSeconds} asHeadline={deadOnSubmit} />
        ) : null}
        {error ? newLink(error.kind) : null}
        {blocked && hash !== null && blockedAction ? <div className={styles.actions}>{blockedAction}</div> : null}
        <fieldset className={styles.fields} disabled={blocked}>
          {fields({ submitted, disabled: blocked, serverError: (field) => serverErrors[field], clearServerError })}
          <BirthdayField
            value={birthday}
            onChange={(parts) => {
              setBirthday(parts);
              setMismatchShown(false);
              clearServerError('birthday');
            }}
            error={mismatch ? t('Validation.birthdayMismatch') : serverErrors.birthday}
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
    </>
  );
}
