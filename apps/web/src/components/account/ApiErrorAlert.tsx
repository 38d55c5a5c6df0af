'use client';
import { useTranslations } from 'next-intl';
import { errorMessage, type ApiErrorKind, type ErrorContext } from '@site/api';
import styles from './account.module.css';

interface ApiErrorAlertProps {
  kind: ApiErrorKind;
  context: ErrorContext;
  /** On pages whose only content is the error, the message is the page's headline. */
  asHeadline?: boolean;
}

/** The §8 message (and its hint) for an API error, announced as an alert. */
export function ApiErrorAlert({ kind, context, asHeadline = false }: ApiErrorAlertProps) {
  const t = useTranslations();
  const { message, hint } = errorMessage(kind, context);
  const Message = asHeadline ? 'h1' : 'p';
  return (
    <div role="alert" className={styles.alert} data-error-kind={kind}>
      <Message className={styles.alertMessage}>{t(message)}</Message>
      {hint ? <p>{t(hint)}</p> : null}
    </div>
  );
}
