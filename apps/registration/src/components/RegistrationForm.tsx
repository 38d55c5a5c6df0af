import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocale, useTranslations } from '../i18n/intl';
import { Button, Checkbox, EmailInput, PasswordInput, TextField } from '@site/ui';
import { isValidPassword, normalizeName, passwordCriterionMessageKeys, type PasswordCriterion } from '@site/validation';
import { toRegistrationLocale } from '@site/i18n';
import { legalUrl, type LegalPageKind } from '@site/config/routes';
import { siteConfig } from '../siteConfig';
import { readWebSessionId } from '@site/consent';
import { useTurnstile } from '@site/consent/turnstile';
import { useSessionStore } from '../signup/sessionStore';
import { pageStateStore } from '../routing/pageState';
import { signupStore } from '../signup/signupStore';
import { consentStore } from '../signup/consentStore';
import { fieldLimits, formFields, validateRegistration, type FieldProblem } from '../signup/formRules';
import { submitRegistration, webSessionIdForRequest } from '../signup/submitRegistration';
import { useOnline } from '../signup/useOnline';

type Phase = 'editing' | 'submitting' | 'failed';

/** The registration form. Entries live in the session stores, so nothing typed is lost. */
export function RegistrationForm({ onRegistered }: { onRegistered: (firstName: string) => void }) {
  const t = useTranslations('RegistrationForm');
  const v = useTranslations('Validation');
  const e = useTranslations('Errors');
  const c = useTranslations('Common');
  const locale = useLocale();
  const signup = useSessionStore(signupStore);
  const consents = useSessionStore(consentStore);
  const online = useOnline();
  const [phase, setPhase] = useState<Phase>('editing');
  const [submitted, setSubmitted] = useState(false);
  const inFlight = useRef(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const turnstile = useTurnstile(__CONSENT_CONFIG__.vendors.CLOUDFLARE.id, locale, 'registration');

  const problems = validateRegistration({ ...signup, ...consents });
  const shown = submitted ? problems : {};
  const message = (problem: FieldProblem | undefined): string | undefined => {
    if (problem === undefined || problem === 'maxLength') return undefined; // the field says it itself
    return problem === 'consent' ? t('consentRequired') : v(problem);
  };
  const link = (page: LegalPageKind) => (chunks: ReactNode) => (
    <a href={legalUrl(siteConfig, locale, page)} target="_blank" rel="noopener">
      {chunks}
      <span className="ui-visually-hidden"> ({c('externalLink')})</span>
    </a>
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
    setPhase('submitting');
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
    if (outcome === 'registered') {
      onRegistered(normalizeName(signup.firstName));
      return;
    }
    // 'offline' shows the same notice as the connection state, which goes once back online.
    setPhase(outcome === 'failed' ? 'failed' : 'editing');
    statusRef.current?.focus();
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
            error={message(shown[field])}
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
        error={message(shown.username)}
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
        error={message(shown.password)}
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
          label={t.rich('consentTerms', { companyTerms: link('terms'), otherTerms: link('terms') })}
          checked={consents.acceptedTerms}
          error={message(shown.acceptedTerms)}
          onChange={(event) => consentStore.set({ acceptedTerms: event.target.checked })}
        />
        <Checkbox
          id="acceptedPrivacy"
          required
          label={t.rich('consentPrivacy', { companyPrivacy: link('privacy'), appPrivacy: link('appPrivacy') })}
          checked={consents.acceptedPrivacy}
          error={message(shown.acceptedPrivacy)}
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
        {phase === 'failed' ? (
          <div className="notice notice--error" role="alert">
            <p className="notice__title">{e('registrationFailed')}</p>
            <p>{e('registrationFailedText')}</p>
          </div>
        ) : !online ? (
          <p className="notice notice--error" role="alert">
            {e('offline')}
          </p>
        ) : null}
      </div>
      <Button type="submit" fullWidth loading={phase === 'submitting'} loadingLabel={t('submitting')}>
        {t('submit')}
      </Button>
    </form>
  );
}
