import { type ReactNode } from 'react';
import { classNames } from './classNames';

export interface FieldIds {
  hintId?: string;
  errorId?: string;
  /** aria-describedby for the control: hint, extra ids, then the error. */
  describedBy?: string;
}

export function describedBy(...ids: (string | undefined | false)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** Rendered after the label; receives the ids for aria-describedby. */
  children: (ids: FieldIds) => ReactNode;
  after?: ReactNode;
}

/** Label, control, hint and error in the order a screen reader and a sighted visitor expect. */
export function Field({ id, label, hint, error, className, children, after }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={classNames('ui-field', error && 'ui-field--error', className)}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="ui-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {children({ hintId, errorId, describedBy: describedBy(hintId, errorId) })}
      {after}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p className="ui-field__error" id={id}>
      {message}
    </p>
  );
}
