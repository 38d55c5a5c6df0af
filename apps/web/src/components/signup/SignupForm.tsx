'use client';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { errorMessage, type SignupType } from '@site/api';
import type { Locale } from '@site/i18n';
import { useTurnstile } from '@site/consent/turnstile';
import { Button, Checkbox, EmailInput, TextField } from '@site/ui';
import { MAX_NAME_LENGTH } from '@site/validation';
import { useSubmission } from '@/components/account/useSubmission';
import { ScriptForm, useFormReady } from '@/components/form/ScriptForm';
import { getApiClient, preloadApiClient } from '@/lib/api';
import { fieldRefusals, rateLimitText } from '@/lib/refusal';
import { signupPayload, signupRefusals, validateSignup, type SignupErrors, type SignupValues } from '@/lib/signupForm';

export interface SignupFormTexts {
  emailLabel: string;
  firstNameLabel: string;
  /** The consent wording with its privacy-policy link, rendered on the server. */
  privacyConsent: ReactNode;
  privacyRequired: string;
  required: string;
  emailInvalid: string;
  /** Validation.maxLength with the name limit of @site/validation filled in. */
  nameTooLong: string;
  /** Validation.nameCharacters and Validation.nameLink: the name rule of @site/validation. */
  nameCharacters: string;
  nameLink: string;
  submitLabel: string;
  sending: string;
  successHeadline: string;
  successText: string;
  errorHeading: string;
  inputKept: string;
  /** The button after a failed security check (Turnstile): sends again with a new token. */
  retry: string;
  /** §8 texts by catalogue key ('Errors.api', 'Errors.apiHint', 'Errors.offline', ...). */
  errors: Record<string, string>;
}

/**
 * A sign-up (newsletter, crowdinvesting, investing waiting list, iou) posting through @site/api.
 * Validation before sending, one request at a time, the §4 success text, and the §8 error with
 * everything typed kept in the fields. Refusals say what happened: a 400's field errors stand at
 * their fields, a 429 says when to try again (Retry-After), a failed security check (Turnstile)
 * says so and offers to send again with the widget's new token. Its `Errors` texts with values
 * (the 429's minutes) come from the provider SignupSection puts around it.
 */
export function SignupForm({
  type,
  locale,
  asksForName,
  turnstileSiteKey,
  texts,
}: {
  type: SignupType;
  locale: Locale;
  asksForName: boolean;
  /** CONSENT_CLOUDFLARE_ID: the form renders Turnstile and sends its token when this is set. */
  turnstileSiteKey?: string;
  texts: SignupFormTexts;
}) {
  const [values, setValues] = useState<SignupValues>({ email: '', firstName: '', acceptedPrivacy: false });
  const [errors, setErrors] = useState<SignupErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const { state, run } = useSubmission<unknown>();
  const ready = useFormReady();
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const id = `signup-${type}`;
  const focusInvalid = useRef(false);
  const turnstile = useTurnstile(turnstileSiteKey, locale, `signup-${type}`);
  const tErrors = useTranslations('Errors');

  // After a submit with errors, focus the first invalid field once it is marked invalid.
  useEffect(() => {
    if (!focusInvalid.current) return;
    focusInvalid.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  // A 400's field errors show where the form's own check would show them.
  useEffect(() => {
    if (state.phase !== 'error') return;
    const refused = signupRefusals(fieldRefusals(state.error), { asksForName });
    if (!refused) return;
    setErrors(refused);
    focusInvalid.current = true;
  }, [state, asksForName]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateSignup(values, { asksForName });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusInvalid.current = true;
      return;
    }
    await run(async () => {
      const api = await getApiClient();
      return api.createSignup(
        type,
        { ...signupPayload(values, { asksForName, page: window.location.pathname }), locale, acceptedPrivacy: true },
        { turnstileToken: await turnstile.token() },
      );
    });
    // The server has spent the token, whatever it answered.
    turnstile.reset();
    resultRef.current?.focus();
  };

  if (state.phase === 'success') {
    return (
      <div ref={resultRef} tabIndex={-1} role="status" className="signup-success">
        <h3>{texts.successHeadline}</h3>
        <p>{texts.successText}</p>
      </div>
    );
  }

  const failure = state.phase === 'error' ? state.error : undefined;
  const refusedAtFields = failure !== undefined && signupRefusals(fieldRefusals(failure), { asksForName }) !== undefined;
  const error = failure && !refusedAtFields ? errorMessage(failure.kind, 'signup') : null;
  const wait = failure?.kind === 'rateLimited' ? rateLimitText(failure.retryAfterSeconds) : undefined;
  const errorText = wait
    ? tErrors(wait.key.replace('Errors.', '') as 'rateLimited', 'values' in wait ? wait.values : undefined)
    : failure?.kind === 'turnstileFailed'
      ? tErrors('turnstileFailed')
      : error && texts.errors[error.message];
  const fieldError = (field: keyof SignupValues) => {
    const code = errors[field];
    if (!code) return undefined;
    if (code === 'email') return texts.emailInvalid;
    if (code === 'maxLength') return texts.nameTooLong;
    if (code === 'nameCharacters') return texts.nameCharacters;
    if (code === 'nameLink') return texts.nameLink;
    return code === 'privacy' ? texts.privacyRequired : texts.required;
  };

  return (
    // The API client is a chunk of its own: fetch it once the visitor starts on the form.
    <ScriptForm
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onFocus={preloadApiClient}
      aria-labelledby={`${id}-heading`}
      className="signup-form"
    >
      {asksForName ? (
        <TextField
          name="firstName"
          autoComplete="given-name"
          label={texts.firstNameLabel}
          value={values.firstName}
          maxLength={MAX_NAME_LENGTH}
          maxLengthMessage={texts.nameTooLong}
          error={submitted ? fieldError('firstName') : undefined}
          onChange={(event) => setValues({ ...values, firstName: event.target.value })}
        />
      ) : null}
      <EmailInput
        name="email"
        label={texts.emailLabel}
        value={values.email}
        error={submitted ? fieldError('email') : undefined}
        onChange={(event) => setValues({ ...values, email: event.target.value })}
      />
      <Checkbox
        name="acceptedPrivacy"
        label={texts.privacyConsent}
        checked={values.acceptedPrivacy}
        error={submitted ? fieldError('acceptedPrivacy') : undefined}
        onChange={(event) => setValues({ ...values, acceptedPrivacy: event.target.checked })}
      />
      {turnstile.slot}
      <div ref={resultRef} tabIndex={-1} role="alert" className="signup-error">
        {error ? (
          <>
            <p>
              <strong>{texts.errorHeading}</strong>
            </p>
            <p>{errorText}</p>
            {error.hint ? <p>{texts.errors[error.hint]}</p> : null}
            <p>{texts.inputKept}</p>
          </>
        ) : null}
      </div>
      {failure?.kind === 'turnstileFailed' ? (
        // The widget was reset after the refused submit and solves again; this sends with its new
        // token. In a paragraph, whose margins part it from the submit button below.
        <p>
          <Button type="button" variant="secondary" onClick={() => formRef.current?.requestSubmit()}>
            {texts.retry}
          </Button>
        </p>
      ) : null}
      <Button type="submit" disabled={!ready} loading={state.phase === 'loading'} loadingLabel={texts.sending}>
        {texts.submitLabel}
      </Button>
    </ScriptForm>
  );
}
