/**
 * Missing-translation handling of SPEC §8 for next-intl and use-intl. In development and tests
 * (and in builds with I18N_STRICT=1) a missing key or a key that names a group throws, so the
 * mistake cannot ship; in production it is logged and the key path is shown instead of a blank.
 */
export const MISSING_KEY_MESSAGE = 'No entry found for key.';
export const KEY_IS_OBJECT_MESSAGE = 'Key points to object.';

interface IntlErrorLike {
  code: string;
  message: string;
}

export interface IntlErrorHandling {
  onError: (error: IntlErrorLike) => void;
  getMessageFallback: (info: { namespace?: string; key: string; error: IntlErrorLike }) => string;
}

export function describeIntlError(error: IntlErrorLike): string {
  if (error.code === 'MISSING_MESSAGE') return MISSING_KEY_MESSAGE;
  if (error.code === 'INSUFFICIENT_PATH') return KEY_IS_OBJECT_MESSAGE;
  return error.message;
}

export function isStrictI18n(env: Record<string, string | undefined>): boolean {
  return env.NODE_ENV !== 'production' || env.I18N_STRICT === '1';
}

export function createIntlErrorHandling(
  strict: boolean,
  log: (message: string) => void = (message) => console.error(message),
): IntlErrorHandling {
  return {
    onError(error) {
      const message = `${describeIntlError(error)} ${error.message}`;
      if (strict) throw new Error(message);
      log(message);
    },
    getMessageFallback({ namespace, key }) {
      return [namespace, key].filter(Boolean).join('.');
    },
  };
}
