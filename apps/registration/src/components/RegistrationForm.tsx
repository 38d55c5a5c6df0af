import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { ConsentDocument } from '@site/config';
import { useLocale, useTranslations } from '../i18n/intl';
import { Button, Checkbox, EmailInput, NewTabLink, PasswordInput, TextField } from '@site/ui';
import { isValidPassword, normalizeName, passwordCriterionMessageKeys, type PasswordCriterion } from '@site/validation';
import { toRegistrationLocale } from '@site/i18n';
import { readWebSessionId } from '@site/consent';
import { useTurnstile } from '@site/consent/turnstile';
import { useSessionStore } from '../signup/sessionStore';
import { pageStateStore } from '../routing/pageState';
import { signupStore } from '../signup/signupStore';
import { consentStore } from '../signup/consentStore';
import { fieldLimits, formFields, validateRegistration, type FieldProblem, type FormField, type RegistrationEntries } from '../signup/formRules';
import { submitRegistration, webSessionIdForRequest, type RegistrationOutcome } from '../signup/submitRegistration';
import { useOnline } from '../signup/useOnline';

/** The answer shown (none while editing or sending); `invalid` with the entries it refused. */
type Refusal = Exclude<RegistrationOutcome, { kind: 'registered' | 'offline' }> & { entries: RegistrationEntries };

/**
 * The registration form. Entries live in the session stores, so nothing typed is lost, whatever
 * the answer. A refusal says what happened: the API's field errors at their fields (while the
 * entry is the one refused), when to try again, that the security check failed (Turnstile's
 * widget has a new challenge by then), or §8's failure.
 */
export function RegistrationForm({ onRegistered }: { onRegistered: (firstName: string) => void }) {
  const t = useTranslations('RegistrationForm');
  const v = useTranslations('Validation');
  const e = useTranslations('Errors');
  const c = useTranslations('Common');
  const links = useTranslations('RegistrationLinks');
  const locale = useLocale();
  const signup = useSessionStore(signupStore);
  const consents = useSessionStore(consentStore);
  const online = useOnline();
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>();
  const [submitted, setSubmitted] = useState(false);
  const inFlight = useRef(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const turnstile = useTurnstile(__CONSENT_CONFIG__.vendors.CLOUDFLARE.id, locale, 'registration');

  const entries: RegistrationEntries = { ...signup, ...consents };
  const problems = validateRegistration(entries);
  const shown = submitted ? problems : {};
  // The server's problem of a field, until the visitor changes what it refused.
  const refused = (field: FormField) =>
    refusal?.kind === 'invalid' && refusal.entries[field] === entries[field] ? refusal.problems[field] : undefined;
  const message = (field: FormField): string | undefined => {
    const problem: FieldProblem | undefined = shown[field] ?? refused(field);
    // The field says a too long entry itself; the server's says it here.
    if (problem === undefined || (problem === 'maxLength' && shown[field])) return undefined;
    return problem === 'consent' ? t('consentRequired') : v(problem, { max: fieldLimits[field as keyof typeof fieldLimits] });
  };
  // Each document a consent names opens in a new tab, so what was typed here stays as it is.
  const link = (page: ConsentDocument) => (chunks: ReactNode) => (
    <NewTabLink href={links(page)} newTabText={c('externalLink')}>
      {chunks}
    </NewTabLink>
  );
  const criteriaLabels = Object.fromEntries(
    Object.entries(passwordCriterionMessageKeys).map(([criterion, key]) => [criterion, v(key)]),
  ) as Record<PasswordCriterion, string>;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const first = formFields.find((field) => problems[field] !== undefined);
    if (first !== undefined) {
      setSubmitted(true);
      document.getElementById(first)?.focus();
      return;
    }
    inFlight.current = true;
    setSending(true);
    setRefusal(undefined);
    const outcome = await submitRegistration(
      {
      locale: toRegistrationLocale(signup.locale),
      code: signup.code || undefined,
      plan: pageStateStore.get().plan || undefined,
      webSessionId: webSessionIdForRequest(readWebSessionId()),
      firstName: normalizeName(signup.firstName),
      lastName: normalizeName(signup.lastName),
      email: signup.username.trim(),
      password: signup.password,
      acceptedNewsletter: signup.acceptedNewsletter,
      consents: {
        termsAndConditions: consents.acceptedTerms,
        privacy: consents.acceptedPrivacy,
        marketing: consents.acceptedMarketing,
      },
      },
      { turnstileToken: await turnstile.token() },
    );
    // The server has spent the token, whatever it answered.
    turnstile.reset();
    inFlight.current = false;
    setSending(false);
    if (outcome.kind === 'registered') {
      onRegistered(normalizeName(signup.firstName));
      return;
    }
    // 'offline' shows the same notice as the connection state, which goes once back online.
    if (outcome.kind !== 'offline') setRefusal({ ...outcome, entries });
    const field = outcome.kind === 'invalid' && formFields.find((name) => outcome.problems[name]);
    (field ? document.getElementById(field) : statusRef.current)?.focus();
  }

  const passwordOrTerms =
    shown.password !== undefined || shown.acceptedTerms !== undefined || shown.acceptedPrivacy !== undefined;

  return (
    // POST, never the default GET: nothing typed may ever reach a URL (the form exists only once
    // the script runs, so it has no native submit in practice; this keeps it that way).
    <form className="registration-form" method="post" noValidate onSubmit={onSubmit} aria-labelledby="form-title">
      <h2 id="form-title">{t('label')}</h2>
      <p>{t('intro')}</p>
      {submitted && Object.keys(problems).length > 0 ? (
        <p className="notice notice--error" role="alert">
          {passwordOrTerms ? e('invalidPasswordOrTerms') : t('fixErrors')}
        </p>
      ) : null}
      <div className="field-row">
        {(['firstName', 'lastName'] as const).map((field) => (
          <TextField
            key={field}
            id={field}
            name={field}
            label={t(field)}
            autoComplete={field === 'firstName' ? 'given-name' : 'family-name'}
            required
            value={signup[field]}
            error={message(field)}
            maxLength={fieldLimits[field]}
            maxLengthMessage={v('maxLength', { max: fieldLimits[field] })}
            onChange={(event) => signupStore.set({ [field]: event.target.value })}
          />
        ))}
      </div>
      <EmailInput
        id="username"
        name="email"
        label={v('emailLabel')}
        required
        value={signup.username}
        error={message('username')}
        invalidMessage={v('email')}
        maxLength={fieldLimits.username}
        maxLengthMessage={v('maxLength', { max: fieldLimits.username })}
        onChange={(event) => signupStore.set({ username: event.target.value })}
      />
      <PasswordInput
        id="password"
        name="password"
        label={v('passwordLabel')}
        required
        value={signup.password}
        error={message('password')}
        maxLength={fieldLimits.password}
        maxLengthMessage={v('maxLength', { max: fieldLimits.password })}
        toggleLabel={v('passwordShow')}
        criteriaTitle={v('passwordRule')}
        criteriaLabels={criteriaLabels}
        metLabel={v('criterionMet')}
        notMetLabel={v('criterionNotMet')}
        validMessage={v('passwordValid')}
        invalidMessage={v('passwordInvalid')}
        onChange={(event) =>
          signupStore.set({ password: event.target.value, isValidPassword: isValidPassword(event.target.value) })
        }
      />
      <Checkbox
        id="acceptedNewsletter"
        label={`${t('newsletter')} (${t('optional')})`}
        checked={signup.acceptedNewsletter}
        onChange={(event) => signupStore.set({ acceptedNewsletter: event.target.checked })}
      />
      <fieldset className="consents">
        <legend>{t('consentsLabel')}</legend>
        <Checkbox
          id="acceptedTerms"
          required
          label={t.rich('consentTerms', { companyTerms: link('terms'), partnerTerms: link('partnerTerms'), otherTerms: link('partnerOtherTerms') })}
          checked={consents.acceptedTerms}
          error={message('acceptedTerms')}
          onChange={(event) => consentStore.set({ acceptedTerms: event.target.checked })}
        />
        <Checkbox
          id="acceptedPrivacy"
          required
          label={t.rich('consentPrivacy', { companyPrivacy: link('privacy'), appPrivacy: link('appPrivacy'), partnerPrivacy: link('partnerPrivacy') })}
          checked={consents.acceptedPrivacy}
          error={message('acceptedPrivacy')}
          onChange={(event) => consentStore.set({ acceptedPrivacy: event.target.checked })}
        />
        <Checkbox
          id="acceptedMarketing"
          label={`${t('consentMarketing')} (${t('optional')})`}
          checked={consents.acceptedMarketing}
          onChange={(event) => consentStore.set({ acceptedMarketing: event.target.checked })}
        />
      </fieldset>
      {turnstile.slot}
      <div ref={statusRef} tabIndex={-1} className="form-status">
        {refusal?.kind === 'failed' ? (
          <div className="notice notice--error" role="alert">
            <p className="notice__title">{e('registrationFailed')}</p>
            <p>{e('registrationFailedText')}</p>
          </div>
        ) : refusal ? (
          <p className="notice notice--error" role="alert">
            {refusal.kind === 'invalid'
              ? t('fixErrors')
              : refusal.kind === 'turnstileFailed'
                ? e('turnstileFailed')
                : refusal.minutes
                  ? e('rateLimited', { minutes: refusal.minutes })
                  : e('rateLimitedLater')}
          </p>
        ) : !online ? (
          <p className="notice notice--error" role="alert">
            {e('offline')}
          </p>
        ) : null}
      </div>
      <Button type="submit" fullWidth loading={sending} loadingLabel={t('submitting')}>
        {t('submit')}
      </Button>
    </form>
  );
}
