'use client';
import { useCallback, useRef, useState } from 'react';
import type { ApiError, ApiResult } from '@site/api';

export type SubmissionState<T> =
  | { phase: 'form' }
  | { phase: 'loading' }
  | { phase: 'success'; data: T }
  | { phase: 'error'; error: ApiError };

/**
 * The form, loading, success and error states of §4 for one API call. A second submit while a
 * call is running is ignored (a ref, not state, so two clicks in one frame cannot both pass).
 */
export function useSubmission<T>() {
  const [state, setState] = useState<SubmissionState<T>>({ phase: 'form' });
  const running = useRef(false);

  const run = useCallback(async (call: () => Promise<ApiResult<T>>) => {
    if (running.current) return;
    running.current = true;
    setState({ phase: 'loading' });
    try {
      const result = await call();
      setState(result.ok ? { phase: 'success', data: result.data } : { phase: 'error', error: result.error });
    } finally {
      running.current = false;
    }
  }, []);

  return { state, run };
}
