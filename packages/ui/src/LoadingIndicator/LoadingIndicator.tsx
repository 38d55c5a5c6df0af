import { useId } from 'react';
import { classNames } from '../Field/classNames';

export interface LoadingIndicatorProps {
  /** What is loading, read out by screen readers (for example the catalogue's Common.loading). */
  label: string;
  /** Show the label next to the spinner too; otherwise it is for assistive technology only. */
  showLabel?: boolean;
  className?: string;
}

/** A spinner in a polite live region (role="status"); no state, so it renders on the server. */
export function LoadingIndicator({ label, showLabel = false, className }: LoadingIndicatorProps) {
  const labelId = useId();
  return (
    <div role="status" aria-labelledby={labelId} className={classNames('ui-loading', className)}>
      <span className="ui-spinner ui-spinner--large" aria-hidden="true" />
      <span id={labelId} className={showLabel ? 'ui-loading__label' : 'ui-visually-hidden'}>{label}</span>
    </div>
  );
}
