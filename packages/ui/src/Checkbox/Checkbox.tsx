import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { classNames } from '../Field/classNames';
import { FieldError, describedBy } from '../Field/Field';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  /** May contain links (terms, privacy policy); they stay separately focusable. */
  label: ReactNode;
  /** Shown under the box, referenced by aria-describedby; the caller decides when (e.g. after submit). */
  error?: string;
  hint?: ReactNode;
}

/**
 * A native checkbox with its label. No state of its own, so it renders in Server Components;
 * pass `checked`+`onChange` from a client form or use `defaultChecked`.
 */
export function Checkbox({ label, error, hint, className, id: idProp, ...rest }: CheckboxProps) {
  const generated = useId();
  const id = idProp ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={classNames('ui-checkbox', error && 'ui-field--error', className)}>
      <input
        {...rest}
        id={id}
        type="checkbox"
        className="ui-checkbox__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
      />
      <label className="ui-checkbox__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="ui-field__hint ui-checkbox__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
