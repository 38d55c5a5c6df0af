'use client';
import { forwardRef } from 'react';
import { useTranslations } from 'next-intl';
import { errorMessage, type ApiErrorKind, type ErrorContext } from '@site/api';
import { rateLimitText } from '@/lib/refusal';
import styles from './account.module.css';

interface ApiErrorAlertProps {
  kind: ApiErrorKind;
  context: ErrorContext;
  /** On pages whose only content is the error, the message is the page's headline. */
  asHeadline?: boolean;
  /**
   * A small alert under a button on a page whose headline already says what failed before (the
   * e-mail verification's 'send the link again'): §8's short API text, 'Sorry, an error
   * occurred', stands for the long one there, so the page does not say the same sentence twice.
   */
  short?: boolean;
  /** With a 429: the answer's Retry-After, which the message turns into minutes. */
  retryAfterSeconds?: number;
}

/** The §8 message (and its hint) for an API error, announced as an alert. */
export const ApiErrorAlert = forwardRef<HTMLDivElement, ApiErrorAlertProps>(function ApiErrorAlert(
  { kind, context, asHeadline = false, short = false, retryAfterSeconds },
  ref,
) {
  const t = useTranslations();
  const { message: long, hint } = errorMessage(kind, context);
  const wait = kind === 'rateLimited' ? rateLimitText(retryAfterSeconds) : undefined;
  const message = wait ? t(wait.key, 'values' in wait ? wait.values : undefined) : t(short && long === 'Errors.api' ? 'Errors.apiShort' : long);
  const Message = asHeadline ? 'h1' : 'p';
  return (
    <div ref={ref} tabIndex={ref ? -1 : undefined} role="alert" className={styles.alert} data-error-kind={kind}>
      <Message className={styles.alertMessage}>{message}</Message>
      {hint ? <p>{t(hint)}</p> : null}
    </div>
  );
});
