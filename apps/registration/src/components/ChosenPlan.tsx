import { useTranslations } from '../i18n/intl';
import { useSessionStore } from '../signup/sessionStore';
import { pageStateStore } from '../routing/pageState';

/**
 * 'You chose {plan}' above the form, for a plan chosen on the site (`?plan=`, kept with the page
 * state), with a link back to the site's plans to choose another. Nothing without a known plan.
 * The name and the link are the build's (`RegistrationPlans`, `RegistrationLinks`: vite/pageLinks.ts).
 */
export function ChosenPlan() {
  const t = useTranslations('RegistrationPage');
  const plans = useTranslations('RegistrationPlans');
  const links = useTranslations('RegistrationLinks');
  const { plan } = useSessionStore(pageStateStore);
  if (!plan) return null;
  return (
    <p className="plan-choice">
      <span>{t('planChosen', { plan: plans(plan) })}</span> <a href={links('plans')}>{t('planChange')}</a>
    </p>
  );
}
