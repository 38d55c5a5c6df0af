'use client';
import { maxLength as exceedsMaxLength, required as requiredCheck } from '@site/validation';
import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, describedBy } from '../Field/Field';
import { useFieldError, useFieldValue } from '../Field/useFieldError';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'maxLength'> {
  label: ReactNode;
  hint?: ReactNode;
  value?: string;
  defaultValue?: string;
  /** A message decided by the caller (server answer, cross-field rule); always shown. */
  error?: string;
  /** Shown when required and empty after interaction or submit (Validation.required). */
  requiredMessage?: string;
  /**
   * Longest allowed text in characters. Not the native attribute, which would silently cut
   * pasted text: the text is kept and `maxLengthMessage` shown (Validation.maxLength).
   */
  maxLength?: number;
  maxLengthMessage?: string;
  /** Extra check of the field's own value, returning a message or nothing (e.g. EmailInput's syntax check). */
  validate?: (value: string) => string | undefined;
  submitted?: boolean;
  /** Rendered right after the input inside the field (e.g. a show-password button). */
  adornment?: ReactNode;
  /** Rendered below the input, before the error (e.g. live feedback); give it an id in `describedByIds`. */
  below?: ReactNode;
  describedByIds?: string[];
}

/** A labelled single-line input with hint, error and an optional length limit. */
export function TextField({
  label,
  hint,
  value,
  defaultValue,
  error: externalError,
  requiredMessage,
  maxLength,
  maxLengthMessage,
  validate,
  submitted,
  adornment,
  below,
  describedByIds = [],
  className,
  id: idProp,
  type = 'text',
  onChange,
  onBlur,
  ...rest
}: TextFieldProps) {
  const generated = useId();
  const id = idProp ?? generated;
  const [current, setCurrent] = useFieldValue(value, defaultValue ?? '');
  const ownError =
    (rest.required && requiredCheck(current) ? requiredMessage : undefined) ||
    (current ? validate?.(current) : undefined);
  const { error: checkedError, markInteracted, onInvalid } = useFieldError({ error: externalError, ownError, submitted });
  // Too long is said at once, while typing, so the visitor sees it when it happens.
  const tooLong = maxLength !== undefined && exceedsMaxLength(current, maxLength) !== null;
  const error = checkedError || (tooLong ? maxLengthMessage : undefined);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setCurrent(event.target.value);
    onChange?.(event);
  };
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className} after={below}>
      {({ hintId, errorId }) => (
        <span className="ui-input-wrap">
          <input
            {...rest}
            id={id}
            type={type}
            className="ui-input"
            value={current}
            aria-invalid={error || tooLong ? true : undefined}
            aria-describedby={describedBy(hintId, ...describedByIds, errorId)}
            onChange={handleChange}
            onBlur={(event) => {
              markInteracted();
              onBlur?.(event);
            }}
            onInvalid={onInvalid}
          />
          {adornment}
        </span>
      )}
    </Field>
  );
}
