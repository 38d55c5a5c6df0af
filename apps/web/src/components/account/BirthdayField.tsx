'use client';
import { useLocale, useTranslations } from 'next-intl';
import { DateInput } from '@site/ui';
import type { Locale } from '@site/i18n';
import { validateBirthday, type CalendarDate, type DateParts, type DateRange } from '@site/validation';
import { formatNumericDate } from '@/lib/format';

export const emptyBirthday: DateParts = { day: '', month: '', year: '' };

/** YYYY-MM-DD of a calendar date, as the API expects it. */
export function isoBirthday(date: CalendarDate): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

interface BirthdayFieldProps {
  value: DateParts;
  onChange: (parts: DateParts) => void;
  /** A message from the server (Doesn't match your entered birthday, its range); wins over the form's own check. */
  error?: string;
  submitted: boolean;
  disabled?: boolean;
}

/**
 * §5's range text with its bounds in the page's locale: 'Please choose a birth date between
 * {from} and {to}', for the form's own check and for the server's (a 400 `birthdayRange`) alike.
 * §5's second wording ('Date of birth must be between {min} and {max}.') has no place: one
 * situation, one text at the field (docs/decisions.md, "The spec's second wordings").
 */
export function useBirthdayRangeText(): (range: DateRange) => string {
  const t = useTranslations('Validation');
  const locale = useLocale() as Locale;
  const formatDate = (date: CalendarDate) => formatNumericDate(date, locale);
  return (range) => t('birthdayRange', { from: formatDate(range.from), to: formatDate(range.to) });
}

/**
 * Date of birth with the §5 range (18 to 120 years ago, @site/validation) and the security hint.
 * The range message appears as soon as a whole date outside the range is typed.
 */
export function BirthdayField({ value, onChange, error, submitted, disabled }: BirthdayFieldProps) {
  const t = useTranslations('Validation');
  const rangeText = useBirthdayRangeText();
  const result = validateBirthday(value);
  const rangeError = !result.ok && result.error === 'birthdayRange' ? rangeText(result.range) : undefined;
  return (
    <DateInput
      legend={t('birthdayLabel')}
      labels={{ day: t('dateDay'), month: t('dateMonth'), year: t('dateYear') }}
      formats={{ day: t('dateDayFormat'), month: t('dateMonthFormat'), year: t('dateYearFormat') }}
      hint={t('birthdayHint')}
      value={value}
      onChange={(parts) => onChange(parts)}
      error={error ?? rangeError}
      requiredMessage={t('required')}
      invalidMessage={t('date')}
      required
      submitted={submitted}
      birthday
      name="birthday"
      disabled={disabled}
    />
  );
}
