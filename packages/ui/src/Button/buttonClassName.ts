import { classNames } from '../Field/classNames';

export type ButtonVariant = 'primary' | 'secondary';

/** Shared by Button and ButtonLink so a link and a button that do the same job look the same. */
export function buttonClassName(variant: ButtonVariant, fullWidth: boolean | undefined, className?: string) {
  return classNames('ui-button', `ui-button--${variant}`, fullWidth && 'ui-button--full', className);
}
