'use client';
import { checkPassword, passwordCriteria, type PasswordCriterion } from '@site/validation';
import { useId, useState, type ChangeEvent } from 'react';
import { earlyClickProps, replayEarlyClicks } from '../EarlyClick/earlyClick';
import { TextField, type TextFieldProps } from '../TextField/TextField';

export interface PasswordInputProps extends Omit<TextFieldProps, 'type' | 'adornment' | 'below' | 'validate'> {
  /** Name of the show/hide button (Validation.passwordShow); its pressed state says whether the text shows. */
  toggleLabel: string;
  /** Heading of the feedback list (Validation.passwordRule or passwordCriteriaLabel). */
  criteriaTitle: string;
  /** One label per criterion (Validation.passwordLength, passwordLower, ...). */
  criteriaLabels: Record<PasswordCriterion, string>;
  /** Screen-reader state after each criterion (Validation.criterionMet / criterionNotMet). */
  metLabel: string;
  notMetLabel: string;
  /** Announced politely whenever the whole rule flips (Validation.passwordValid / passwordInvalid). */
  validMessage: string;
  invalidMessage: string;
  /** Reports the §5 result on every change, e.g. for the signup store's isValidPassword. */
  onValidityChange?: (valid: boolean) => void;
}

/**
 * A password field with a show/hide toggle and live feedback on the §5 rule (via
 * @site/validation, the single implementation both apps share). The list shows every criterion
 * at once; the summary below it is an aria-live region that only changes when validity flips,
 * so typing does not flood a screen reader.
 */
export function PasswordInput({
  toggleLabel,
  criteriaTitle,
  criteriaLabels,
  metLabel,
  notMetLabel,
  validMessage,
  invalidMessage,
  onValidityChange,
  value,
  defaultValue,
  onChange,
  autoComplete = 'new-password',
  ...rest
}: PasswordInputProps) {
  const id = useId();
  const inputId = rest.id ?? `${id}-input`;
  const [visible, setVisible] = useState(false);
  const [inner, setInner] = useState(defaultValue ?? '');
  const current = value ?? inner;
  const result = checkPassword(current);
  const criteriaId = `${id}-criteria`;
  const summaryId = `${id}-summary`;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const before = checkPassword(current).valid;
    setInner(event.target.value);
    onChange?.(event);
    const after = checkPassword(event.target.value).valid;
    if (after !== before) onValidityChange?.(after);
  };

  return (
    <TextField
      {...rest}
      id={inputId}
      value={current}
      onChange={handleChange}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      spellCheck={false}
      autoCapitalize="none"
      describedByIds={[criteriaId, summaryId]}
      adornment={
        <button
          {...earlyClickProps}
          ref={replayEarlyClicks}
          type="button"
          className="ui-password__toggle"
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible(!visible)}
        >
          <span className="ui-password__eye" data-visible={visible} aria-hidden="true" />
          <span className="ui-visually-hidden">{toggleLabel}</span>
        </button>
      }
      below={
        <div className="ui-password__feedback">
          <p className="ui-password__criteria-title" id={`${criteriaId}-title`}>
            {criteriaTitle}
          </p>
          <ul className="ui-password__criteria" id={criteriaId} aria-labelledby={`${criteriaId}-title`}>
            {passwordCriteria.map((criterion) => (
              <li key={criterion} className="ui-password__criterion" data-met={result[criterion]}>
                <span className="ui-password__mark" aria-hidden="true" />
                {criteriaLabels[criterion]}
                <span className="ui-visually-hidden">: {result[criterion] ? metLabel : notMetLabel}</span>
              </li>
            ))}
          </ul>
          <p className="ui-password__summary" id={summaryId} aria-live="polite" data-valid={result.valid}>
            {current ? (result.valid ? validMessage : invalidMessage) : null}
          </p>
        </div>
      }
    />
  );
}
