import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslations } from 'use-intl';
import { fieldLimits, limitInput, type LimitedField } from '../signup/form-rules';

interface Props
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'maxLength'> {
  id: string;
  field: LimitedField;
  label: string;
  value: string;
  error?: string;
  onValue: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Labelled text input with its error, limited to the field's length: longer input (typed or
 * pasted) is cut and a message says so instead of dropping characters silently.
 * TODO(ui): swap for TextField/EmailInput of @site/ui once it is on main.
 */
export function TextField({ id, field, label, value, error, onValue, inputRef, ...input }: Props) {
  const t = useTranslations('RegistrationForm');
  const [tooLong, setTooLong] = useState(false);
  const messageId = `${id}-message`;
  const message = error ?? (tooLong ? t('tooLong', { max: fieldLimits[field] }) : undefined);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        ref={inputRef}
        name={field}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        onChange={(event) => {
          const limited = limitInput(field, event.target.value);
          setTooLong(limited.truncated);
          onValue(limited.value);
        }}
      />
      <p id={messageId} className={error ? 'field__error' : 'field__hint'} aria-live="polite">
        {message}
      </p>
    </div>
  );
}
