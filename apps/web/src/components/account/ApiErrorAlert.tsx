'use client';
import { useTranslations } from 'next-intl';
import { errorMessage, type ApiErrorKind, type ErrorContext } from '@site/api';
import styles from './account.module.css';

/** The §8 message (and its hint) for an API error, announced as an alert. */
export function ApiErrorAlert({ kind, context }: { kind: ApiErrorKind; context: ErrorContext }) {
  const t = useTranslations();
  const { message, hint } = errorMessage(kind, context);
  return (
    <div role="alert" className={styles.alert} data-error-kind={kind}>
      <p className={styles.alertMessage}>{t(message)}</p>
      {hint ? <p>{t(hint)}</p> : null}
    </div>
  );
}
