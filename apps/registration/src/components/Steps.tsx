import { useTranslations } from '../i18n/intl';

/** The three steps of §1 with the labels 'Already done', 'Now' and the upcoming one (§4). */
export function Steps({ current }: { current: 0 | 1 }) {
  const t = useTranslations('RegistrationPage');
  const steps = [t('stepRegister'), t('stepDownload'), t('stepCreateAccount')];
  return (
    <ol className="steps" aria-label={t('stepsLabel')}>
      {steps.map((name, index) => {
        const status = index < current ? 'done' : index === current ? 'now' : 'upcoming';
        const label = status === 'done' ? t('stepDone') : status === 'now' ? t('stepNow') : t('stepUpcoming');
        return (
          <li key={name} className={`steps__step steps__step--${status}`} aria-current={status === 'now' ? 'step' : undefined}>
            <span className="steps__status">{label}</span>
            <span className="steps__name">{name}</span>
          </li>
        );
      })}
    </ol>
  );
}
