import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import { toRegistrationLocale } from '@site/i18n';
import { legalUrl } from '../site-config';
import { readWebSessionId } from '../consent-bridge';
import { useSessionStore } from '../signup/session-store';
import { signupStore } from '../signup/signup-store';
import { consentStore } from '../signup/consent-store';
import { checkPassword, formFields, validateRegistration, type FormField, type FieldProblem } from '../signup/form-rules';
import { submitRegistration } from '../signup/submit-registration';
import { useOnline } from '../signup/use-online';
import { TextField } from './TextField';
import { PasswordField } from './PasswordField';
import { ConsentCheckbox } from './ConsentCheckbox';

// 'offline' after a submit shows the same notice as being offline, which goes once back online.
type Phase = 'editing' | 'submitting' | 'failed' | 'offline';

/** The registration form of issue 8. Entries live in the session stores, so nothing typed is lost. */
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
  const [showProblems, setShowProblems] = useState(false);
  const inFlight = useRef(false);
  const inputs = useRef<Partial<Record<FormField, HTMLInputElement | null>>>({});
  const statusRef = useRef<HTMLDivElement>(null);

  const problems = validateRegistration({ ...signup, ...consents });
  const shown = showProblems ? problems : {};
  const problemText = (problem: FieldProblem | undefined): string | undefined => {
    if (problem === undefined) return undefined;
    if (problem === 'email') return v('email');
    if (problem === 'password') return v('passwordInvalid');
    if (problem === 'consent') return t('consentRequired');
    return v('required');
  };
  const link = (page: Parameters<typeof legalUrl>[0]) => (chunks: ReactNode) => (
    <a href={legalUrl(page, locale)} target="_blank" rel="noopener">
      {chunks}
      <span className="visually-hidden"> ({c('externalLink')})</span>
    </a>
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const first = formFields.find((field) => problems[field] !== undefined);
    if (first !== undefined) {
      setShowProblems(true);
      inputs.current[first]?.focus();
      return;
    }
    inFlight.current = true;
    setPhase('submitting');
    const outcome = await submitRegistration({
      locale: toRegistrationLocale(signup.locale),
      code: signup.code || undefined,
      webSessionId: readWebSessionId(),
      firstName: signup.firstName.trim(),
      lastName: signup.lastName.trim(),
      email: signup.username.trim(),
      password: signup.password,
      acceptedNewsletter: signup.acceptedNewsletter,
      consents: {
        termsAndConditions: consents.acceptedTerms,
        privacy: consents.acceptedPrivacy,
        marketing: consents.acceptedMarketing,
      },
    });
    inFlight.current = false;
    if (outcome === 'registered') {
      onRegistered(signup.firstName.trim());
      return;
    }
    setPhase(outcome);
    statusRef.current?.focus();
  }

  const submitting = phase === 'submitting';
  const passwordAndTermsProblem =
    shown.password !== undefined || shown.acceptedTerms !== undefined || shown.acceptedPrivacy !== undefined;

  return (
    <form className="registration-form" noValidate onSubmit={onSubmit} aria-labelledby="form-title" aria-busy={submitting}>
      <h2 id="form-title">{t('label')}</h2>
      <p>{t('intro')}</p>
      {showProblems && Object.keys(problems).length > 0 ? (
        <p className="form-summary" role="alert">
          {passwordAndTermsProblem ? e('invalidPasswordOrTerms') : t('fixErrors')}
        </p>
      ) : null}
      <div className="field-row">
        <TextField
          id="firstName"
          field="firstName"
          label={t('firstName')}
          autoComplete="given-name"
          value={signup.firstName}
          error={problemText(shown.firstName)}
          inputRef={(el) => {
            inputs.current.firstName = el;
          }}
          onValue={(firstName) => signupStore.set({ firstName })}
        />
        <TextField
          id="lastName"
          field="lastName"
          label={t('lastName')}
          autoComplete="family-name"
          value={signup.lastName}
          error={problemText(shown.lastName)}
          inputRef={(el) => {
            inputs.current.lastName = el;
          }}
          onValue={(lastName) => signupStore.set({ lastName })}
        />
      </div>
      <TextField
        id="username"
        field="username"
        type="email"
        label={t('email')}
        autoComplete="email"
        inputMode="email"
        value={signup.username}
        error={problemText(shown.username)}
        inputRef={(el) => {
          inputs.current.username = el;
        }}
        onValue={(username) => signupStore.set({ username })}
      />
      <PasswordField
        id="password"
        label={t('password')}
        value={signup.password}
        error={problemText(shown.password)}
        inputRef={(el) => {
          inputs.current.password = el;
        }}
        onValue={(password) => signupStore.set({ password, isValidPassword: checkPassword(password).valid })}
      />
      <ConsentCheckbox
        id="acceptedNewsletter"
        checked={signup.acceptedNewsletter}
        optionalLabel={t('optional')}
        onChecked={(acceptedNewsletter) => signupStore.set({ acceptedNewsletter })}
      >
        {t('newsletter')}
      </ConsentCheckbox>
      <fieldset className="consents">
        <legend>{t('consentsLabel')}</legend>
        <ConsentCheckbox
          id="acceptedTerms"
          checked={consents.acceptedTerms}
          error={problemText(shown.acceptedTerms)}
          inputRef={(el) => {
            inputs.current.acceptedTerms = el;
          }}
          onChecked={(acceptedTerms) => consentStore.set({ acceptedTerms })}
        >
          {t.rich('consentTerms', { companyTerms: link('terms'), otherTerms: link('terms') })}
        </ConsentCheckbox>
        <ConsentCheckbox
          id="acceptedPrivacy"
          checked={consents.acceptedPrivacy}
          error={problemText(shown.acceptedPrivacy)}
          inputRef={(el) => {
            inputs.current.acceptedPrivacy = el;
          }}
          onChecked={(acceptedPrivacy) => consentStore.set({ acceptedPrivacy })}
        >
          {t.rich('consentPrivacy', { companyPrivacy: link('privacy'), appPrivacy: link('app-privacy') })}
        </ConsentCheckbox>
        <ConsentCheckbox
          id="acceptedMarketing"
          checked={consents.acceptedMarketing}
          optionalLabel={t('optional')}
          onChecked={(acceptedMarketing) => consentStore.set({ acceptedMarketing })}
        >
          {t('consentMarketing')}
        </ConsentCheckbox>
      </fieldset>
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
      <button
        type="submit"
        className="button button--primary"
        aria-disabled={submitting || undefined}
      >
        {submitting ? (
          <>
            <span className="spinner" aria-hidden="true" />
            {t('submitting')}
          </>
        ) : (
          t('submit')
        )}
      </button>
    </form>
  );
}
