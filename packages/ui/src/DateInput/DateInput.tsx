'use client';
import { parseDateParts, type DateParseResult, type DateParts } from '@site/validation';
import { useId, useRef, useState, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import { classNames } from '../Field/classNames';
import { FieldError, describedBy } from '../Field/Field';

type Part = keyof DateParts;
const PARTS: readonly Part[] = ['day', 'month', 'year'];
const PART_LENGTH: Record<Part, number> = { day: 2, month: 2, year: 4 };
const EMPTY: DateParts = { day: '', month: '', year: '' };

export interface DateInputProps {
  /** The group's name, shown as the fieldset legend (Validation.birthdayLabel). */
  legend: ReactNode;
  /** Visible labels of the three inputs (Validation.dateDay, dateMonth, dateYear). */
  labels: Record<Part, string>;
  /** Format hints shown with the labels and as placeholders: DD, MM, YYYY (Validation.dateDayFormat, ...). */
  formats: Record<Part, string>;
  hint?: ReactNode;
  value?: DateParts;
  defaultValue?: DateParts;
  /** Called on every keystroke with the parts and their parse result (@site/validation). */
  onChange?: (parts: DateParts, result: DateParseResult) => void;
  /** One message for the whole group from the caller (range, mismatch); always shown. */
  error?: string;
  /** Own checks, shown after the visitor left the group or submitted: empty (Validation.required), not a date (Validation.date). */
  requiredMessage?: string;
  invalidMessage?: string;
  required?: boolean;
  submitted?: boolean;
  /** Move focus to the next input once a part is complete (off by default: it surprises some users). */
  autoAdvance?: boolean;
  /** Adds bday-day/-month/-year autofill hints. */
  birthday?: boolean;
  /** Prefix of the inputs' names in a form: `${name}Day`, `${name}Month`, `${name}Year`. */
  name?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * A date as three numeric text inputs (day DD, month MM, year YYYY, SPEC §3) in a fieldset, with
 * one error message for the group. Text inputs with inputmode numeric rather than type=number:
 * no spinners, leading zeros kept, and any typing is kept for the visitor to correct.
 */
export function DateInput({
  legend,
  labels,
  formats,
  hint,
  value,
  defaultValue = EMPTY,
  onChange,
  error: externalError,
  requiredMessage,
  invalidMessage,
  required = false,
  submitted = false,
  autoAdvance = false,
  birthday = false,
  name,
  disabled,
  className,
}: DateInputProps) {
  const id = useId();
  const [inner, setInner] = useState<DateParts>(defaultValue);
  const [interacted, setInteracted] = useState(false);
  const parts = value ?? inner;
  const refs = useRef<Record<Part, HTMLInputElement | null>>({ day: null, month: null, year: null });

  const parsed = parseDateParts(parts);
  const ownError = parsed.ok
    ? undefined
    : parsed.error === 'required'
      ? required
        ? requiredMessage
        : undefined
      : invalidMessage;
  const error = externalError || ((interacted || submitted) && ownError) || undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;

  const change = (part: Part) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...parts, [part]: event.target.value };
    setInner(next);
    onChange?.(next, parseDateParts(next));
    const following = PARTS[PARTS.indexOf(part) + 1];
    if (autoAdvance && following && /^[0-9]+$/.test(event.target.value) && event.target.value.length === PART_LENGTH[part]) {
      refs.current[following]?.focus();
    }
  };

  // The group counts as visited once focus leaves all three inputs, not when moving between them.
  const onBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setInteracted(true);
  };

  return (
    <fieldset
      className={classNames('ui-date', error && 'ui-field--error', className)}
      aria-describedby={describedBy(hintId, errorId)}
      disabled={disabled}
      onBlur={onBlur}
    >
      <legend className="ui-field__label ui-date__legend">{legend}</legend>
      {hint ? (
        <p className="ui-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <div className="ui-date__parts">
        {PARTS.map((part) => {
          const inputId = `${id}-${part}`;
          return (
            <div key={part} className={`ui-date__part ui-date__part--${part}`}>
              <label className="ui-date__label" htmlFor={inputId}>
                {labels[part]}{' '}
                <span className="ui-date__format">
                  ({formats[part]})
                </span>
              </label>
              <input
                ref={(element) => {
                  refs.current[part] = element;
                }}
                id={inputId}
                className="ui-input ui-date__input"
                type="text"
                inputMode="numeric"
                pattern="[0-9]*"
                maxLength={PART_LENGTH[part]}
                size={PART_LENGTH[part] + 1}
                placeholder={formats[part]}
                name={name ? `${name}${part[0]!.toUpperCase()}${part.slice(1)}` : undefined}
                autoComplete={birthday ? `bday-${part}` : 'off'}
                required={required}
                value={parts[part]}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(hintId, errorId)}
                onChange={change(part)}
                onInvalid={(event) => {
                  setInteracted(true);
                  if (ownError) event.preventDefault();
                }}
              />
            </div>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
