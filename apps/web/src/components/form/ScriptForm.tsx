'use client';
import { useSyncExternalStore, type FormHTMLAttributes, type Ref } from 'react';
import { useTranslations } from 'next-intl';
import styles from './ScriptForm.module.css';
import { useEarlyInput } from './useEarlyInput';

const noSubscription = () => () => undefined;

/**
 * False in the server-rendered HTML and while React hydrates it, true once the page's script
 * runs the form. A submit button stays disabled until then: a native submit (JavaScript off, a
 * chunk that failed to load, Enter before hydration) would send the typed values with the
 * browser instead of the form's handler. A form whose default button is disabled is not sent by
 * Enter either (HTML's implicit submission).
 */
export function useFormReady(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export interface ScriptFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'method' | 'action'> {
  ref?: Ref<HTMLFormElement>;
}

/**
 * A form only the page's script sends (every form of the site: sign-ups, system pages, tools).
 * `method="post"` to the page itself: should the browser ever send it natively, the values go
 * in the body to our own static host (which answers 405), never into the URL, the history, a
 * CDN log or a Referer. Without JavaScript the form says that it needs it; while the page's
 * scripts could not be loaded (`data-scripts="failed"` on <html>, the connection dropped) it
 * shows the §8 offline message. What the visitor typed before the scripts ran is kept and
 * counted (useEarlyInput). Pair it with `useFormReady` for the submit button.
 */
export function ScriptForm({ children, ref, ...rest }: ScriptFormProps) {
  const t = useTranslations('Common');
  const keepEarlyInput = useEarlyInput<HTMLFormElement>();
  const formRef = (node: HTMLFormElement | null) => {
    keepEarlyInput(node);
    if (typeof ref === 'function') return ref(node);
    if (ref) ref.current = node;
  };
  return (
    <form {...rest} ref={formRef} method="post">
      <noscript>
        <p className={styles.notice} role="note">
          {t('formNeedsJavaScript')}
        </p>
      </noscript>
      {/* Shown by CSS while the page's scripts failed to load (offline): the form cannot be sent yet. */}
      <p className={`${styles.notice} ${styles.offline}`} role="alert">
        {t('formOffline')}
      </p>
      {children}
    </form>
  );
}
