'use client';
import { type ButtonHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import { buttonClassName, type ButtonVariant } from './buttonClassName';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** While true the button ignores activation, sets aria-busy and shows `loadingLabel`. */
  loading?: boolean;
  /** Text while loading (for example 'Creating {brand} Account'); the normal label stays otherwise. */
  loadingLabel?: ReactNode;
  fullWidth?: boolean;
  /** React 19 passes a ref as a prop (a ref callback such as `replayEarlyClicks`). */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button. While loading it stays focusable (aria-disabled, not disabled, so focus is not lost)
 * but swallows clicks and submits, which prevents double submission. Both labels share one grid
 * cell, so the button is as wide as the longer one and does not jump when loading starts.
 */
export function Button({
  variant = 'primary',
  loading = false,
  loadingLabel,
  fullWidth,
  className,
  children,
  onClick,
  type = 'button',
  ...rest
}: ButtonProps) {
  const hasLoadingLabel = loadingLabel !== undefined && loadingLabel !== null;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName(variant, fullWidth, className)}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      <span className="ui-button__labels">
        {/* Without a loading label the normal label stays the accessible name, only hidden from view. */}
        <span
          className="ui-button__label"
          data-active={!loading}
          data-keep-name={loading && !hasLoadingLabel ? 'true' : undefined}
          aria-hidden={loading && hasLoadingLabel ? true : undefined}
        >
          {children}
        </span>
        <span className="ui-button__label" data-active={loading} aria-hidden={loading ? undefined : true}>
          <span className="ui-spinner" aria-hidden="true" />
          {loadingLabel}
        </span>
      </span>
    </button>
  );
}
