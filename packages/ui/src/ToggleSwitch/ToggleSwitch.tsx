'use client';
import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { classNames } from '../Field/classNames';

export interface ToggleSwitchProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role' | 'children'> {
  /** The visible name. Leave it out only when `aria-label` or `aria-labelledby` names the switch. */
  label?: ReactNode;
  /** Extra text under the label, referenced by aria-describedby. */
  description?: ReactNode;
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * An on/off switch built on a native checkbox with role="switch": Space toggles it, it works in a
 * form without JS, and the label is clickable. Use `checked`+`onCheckedChange` or `defaultChecked`.
 * Imported alone as `@site/ui/ToggleSwitch` by the consent dialog, whose lazy chunk should not
 * carry the rest of the library.
 */
export function ToggleSwitch({
  label,
  description,
  onCheckedChange,
  onChange,
  className,
  id: idProp,
  ...rest
}: ToggleSwitchProps) {
  const generated = useId();
  const id = idProp ?? generated;
  const descriptionId = description ? `${id}-description` : undefined;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onCheckedChange?.(event.target.checked);
  };
  return (
    <div className={classNames('ui-switch', rest.disabled && 'ui-switch--disabled', className)}>
      <input
        {...rest}
        id={id}
        type="checkbox"
        role="switch"
        className="ui-switch__input"
        aria-describedby={descriptionId}
        onChange={handleChange}
      />
      <label className="ui-switch__label" htmlFor={id}>
        <span className="ui-switch__track" aria-hidden="true">
          <span className="ui-switch__thumb" />
        </span>
        {label ? <span className="ui-switch__text">{label}</span> : null}
      </label>
      {description ? (
        <p className="ui-switch__description" id={descriptionId}>
          {description}
        </p>
      ) : null}
    </div>
  );
}
