import { useTranslations } from '../i18n/intl';
import { useSessionStore } from '../signup/sessionStore';
import { pageStateStore } from '../routing/pageState';

/**
 * 'You chose {plan}' above the form, for a plan chosen on the site (`?plan=`, kept with the page
 * state), with the plan's fee information document on the site (the law wants it in the visitor's
 * hands before the account is opened) and a link back to the site's plans to choose another.
 * Nothing without a known plan. The name and the links are the build's (`RegistrationPlans`,
 * `RegistrationFeeInformation`, `RegistrationLinks`: vite/pageLinks.ts).
 */
export function ChosenPlan() {
  const t = useTranslations('RegistrationPage');
  const plans = useTranslations('RegistrationPlans');
  const feeInformation = useTranslations('RegistrationFeeInformation');
  const links = useTranslations('RegistrationLinks');
  const { plan } = useSessionStore(pageStateStore);
  if (!plan) return null;
  return (
    <p className="plan-choice">
      <span>{t('planChosen', { plan: plans(plan) })}</span>{' '}
      <span className="plan-choice-links">
        <a href={feeInformation(plan)}>{t('planFeeInformation')}</a> <a href={links('plans')}>{t('planChange')}</a>
      </span>
    </p>
  );
}
