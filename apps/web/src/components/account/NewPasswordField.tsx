'use client';
import { useTranslations } from 'next-intl';
import { PasswordInput } from '@site/ui';

interface NewPasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  submitted: boolean;
  disabled?: boolean;
  /** The server's refusal of the password, if any. */
  error?: string;
}

/** A new password with the §5 rule checked live (criteria list from @site/ui and @site/validation). */
export function NewPasswordField({ label, value, onChange, submitted, disabled, error }: NewPasswordFieldProps) {
  const t = useTranslations('Validation');
  return (
    <PasswordInput
      label={label}
      name="password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      requiredMessage={t('required')}
      error={error}
      submitted={submitted}
      disabled={disabled}
      toggleLabel={t('passwordShow')}
      criteriaTitle={t('passwordRule')}
      criteriaLabels={{
        length: t('passwordLength'),
        lower: t('passwordLower'),
        upper: t('passwordUpper'),
        digit: t('passwordDigit'),
        special: t('passwordSpecial'),
      }}
      metLabel={t('criterionMet')}
      notMetLabel={t('criterionNotMet')}
      validMessage={t('passwordValid')}
      invalidMessage={t('passwordInvalid')}
    />
  );
}
