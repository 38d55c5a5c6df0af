import { useState, type Ref } from 'react';
import { useTranslations } from 'use-intl';
import { checkPassword, fieldLimits, limitInput } from '../signup/form-rules';

interface Props {
  id: string;
  label: string;
  value: string;
  error?: string;
  onValue: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

const rules = [
  ['length', 'passwordLength'],
  ['lower', 'passwordLower'],
  ['upper', 'passwordUpper'],
  ['digit', 'passwordDigit'],
  ['special', 'passwordSpecial'],
] as const;

/**
 * Password with show/hide and live feedback on the rule of §5.
 * TODO(ui): swap for PasswordInput of @site/ui and the rule of @site/validation once on main.
 */
export function PasswordField({ id, label, value, error, onValue, inputRef }: Props) {
  const t = useTranslations('RegistrationForm');
  const v = useTranslations('Validation');
  const [visible, setVisible] = useState(false);
  const [tooLong, setTooLong] = useState(false);
  const check = checkPassword(value);
  const rulesId = `${id}-rules`;
  const messageId = `${id}-message`;
  const message = error ?? (tooLong ? t('tooLong', { max: fieldLimits.password }) : undefined);

  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password">
        <input
          id={id}
          ref={inputRef}
          name="password"
          type={visible ? 'text' : 'password'}
          autoComplete="new-password"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${rulesId}${message ? ` ${messageId}` : ''}`}
          onChange={(event) => {
            const limited = limitInput('password', event.target.value);
            setTooLong(limited.truncated);
            onValue(limited.value);
          }}
        />
        <button
          type="button"
          className="password__toggle"
          aria-controls={id}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t('hidePassword') : t('showPassword')}
        </button>
      </div>
      <div id={rulesId} className="password__rules">
        <p>{v('passwordRule')}</p>
        <ul aria-label={t('passwordRulesLabel')}>
          {rules.map(([rule, key]) => (
            <li key={rule} className={check[rule] ? 'rule rule--met' : 'rule'}>
              <span aria-hidden="true">{check[rule] ? '✓' : '○'}</span> {v(key)}
              <span className="visually-hidden"> ({check[rule] ? t('ruleMet') : t('ruleNotMet')})</span>
            </li>
          ))}
        </ul>
        <p className={check.valid ? 'password__status password__status--valid' : 'password__status'} aria-live="polite">
          {value === '' ? null : check.valid ? v('passwordValid') : v('passwordInvalid')}
        </p>
      </div>
      <p id={messageId} className="field__error" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
