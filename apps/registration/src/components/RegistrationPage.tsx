import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from '../i18n/intl';
import { isLocale } from '@site/i18n';
import { useSessionStore } from '../signup/sessionStore';
import { pageStateStore } from '../routing/pageState';
import { signupStore } from '../signup/signupStore';
import { consentStore } from '../signup/consentStore';
import { RegistrationForm } from './RegistrationForm';
import { RegistrationSuccess } from './RegistrationSuccess';
import { Steps } from './Steps';
import { ChosenPlan } from './ChosenPlan';

/** `/{locale}/`: headline, the three steps, then the plan chosen and the form or, once registered, the success state. */
export function RegistrationPage() {
  const t = useTranslations('RegistrationPage');
  const locale = useLocale();
  const { code } = useSessionStore(pageStateStore);
  const [registeredAs, setRegisteredAs] = useState<string | undefined>(undefined);

  // The signup store follows the page: its locale is the one shown, its code the stored one.
  useEffect(() => {
    if (isLocale(locale)) signupStore.set({ locale, code });
  }, [locale, code]);

  function onRegistered(firstName: string) {
    // The data is with the server now; nothing personal stays in the browser's storage.
    signupStore.reset();
    consentStore.reset();
    setRegisteredAs(firstName);
  }

  return (
    <div className="registration">
      <h1>{t('headline')}</h1>
      <Steps current={registeredAs === undefined ? 0 : 1} />
      {registeredAs === undefined ? (
        <>
          <ChosenPlan />
          <RegistrationForm onRegistered={onRegistered} />
        </>
      ) : (
        <RegistrationSuccess firstName={registeredAs} />
      )}
    </div>
  );
}
