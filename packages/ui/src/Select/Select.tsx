'use client';
import { useId, type ChangeEvent, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Field } from '../Field/Field';
import { useFieldError, useFieldValue } from '../Field/useFieldError';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'value' | 'defaultValue'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** Text of the empty first option (for example 'Please choose'); omit for no empty option. */
  placeholder?: string;
  value?: string;
  defaultValue?: string;
  hint?: ReactNode;
  /** 'error' shows `errorMessage` regardless of the value (SPEC §5). */
  state?: 'default' | 'error';
  errorMessage?: string;
  /** Shown when required and empty, once the visitor changed/left the field or submitted (Validation.requiredSelect). */
  requiredMessage?: string;
  /** The surrounding form was submitted: show the required error even if untouched. */
  submitted?: boolean;
}

/** A native select (best keyboard and mobile support) with label, hint and one error message. */
export function Select({
  label,
  options,
  placeholder,
  value,
  defaultValue,
  hint,
  state = 'default',
  errorMessage,
  requiredMessage,
  submitted,
  required,
  className,
  id: idProp,
  onChange,
  onBlur,
  ...rest
}: SelectProps) {
  const generated = useId();
  const id = idProp ?? generated;
  const [current, setCurrent] = useFieldValue(value, defaultValue ?? '');
  const { error, markInteracted, onInvalid } = useFieldError({
    error: state === 'error' ? errorMessage : undefined,
    ownError: required && current === '' ? requiredMessage : undefined,
    submitted,
  });
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    setCurrent(event.target.value);
    markInteracted();
    onChange?.(event);
  };
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      {({ describedBy }) => (
        <span className="ui-select">
          <select
            {...rest}
            id={id}
            className="ui-input ui-select__control"
            value={current}
            required={required}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={handleChange}
            onBlur={(event) => {
              markInteracted();
              onBlur?.(event);
            }}
            onInvalid={onInvalid}
          >
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
        </span>
      )}
    </Field>
  );
}
