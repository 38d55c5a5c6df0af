'use client';
import { useCallback, useState, type FormEvent } from 'react';

interface FieldErrorOptions {
  /** A message the caller decided on (server answer, range check); always shown. */
  error?: string;
  /** The message of the field's own check, shown only once the visitor has interacted or submitted. */
  ownError?: string;
  /** The form was submitted: show the field's own error even if it was never touched. */
  submitted?: boolean;
}

/**
 * Which error a field shows. A field's own check (required, e-mail syntax, ...) stays quiet
 * until the visitor has left the field, changed it, or tried to submit the form (the browser's
 * `invalid` event), so nobody is scolded before typing.
 */
export function useFieldError({ error, ownError, submitted = false }: FieldErrorOptions) {
  const [interacted, setInteracted] = useState(false);
  const markInteracted = useCallback(() => setInteracted(true), []);
  const onInvalid = useCallback(
    (event: FormEvent<HTMLElement>) => {
      setInteracted(true);
      // Our message replaces the browser's bubble; still move focus to the first invalid field.
      if (ownError) {
        event.preventDefault();
        const form = (event.currentTarget as HTMLInputElement).form;
        // validity, not checkValidity() or :invalid, which would fire `invalid` again.
        const firstInvalid = form
          ? Array.from(form.elements).find((element) => !(element as HTMLInputElement).validity?.valid)
          : undefined;
        if (firstInvalid === event.currentTarget) event.currentTarget.focus();
      }
    },
    [ownError],
  );
  const shown = error || (interacted || submitted ? ownError : undefined) || undefined;
  return { error: shown, markInteracted, onInvalid };
}

/** Value of a field that may be controlled (`value`) or not (`defaultValue`). */
export function useFieldValue<T>(value: T | undefined, defaultValue: T) {
  const [inner, setInner] = useState<T>(defaultValue);
  return [value !== undefined ? value : inner, setInner] as const;
}
