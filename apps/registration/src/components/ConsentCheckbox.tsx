import type { ReactNode, Ref } from 'react';

interface Props {
  id: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  children: ReactNode;
  error?: string;
  optionalLabel?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A checkbox with its label text (which may hold links) and its error. TODO(ui): @site/ui Checkbox. */
export function ConsentCheckbox({ id, checked, onChecked, children, error, optionalLabel, inputRef }: Props) {
  const messageId = `${id}-message`;
  return (
    <div className="checkbox">
      <input
        id={id}
        ref={inputRef}
        type="checkbox"
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        onChange={(event) => onChecked(event.target.checked)}
      />
      <label htmlFor={id}>
        {children}
        {optionalLabel ? <span className="checkbox__optional"> ({optionalLabel})</span> : null}
      </label>
      {error ? (
        <p id={messageId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
