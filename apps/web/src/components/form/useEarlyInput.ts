'use client';
import { useCallback, useRef } from 'react';
import { earlyChanges, replayEarlyChange } from './earlyInput';

/**
 * A ref for the element around server-rendered controls (a form, a toolbar): when React adopts
 * it, what the visitor typed, ticked or chose there before the scripts ran is handed to React,
 * one change per task (each handler then sees the state the previous change left), after the
 * hydration's own effects (a calculator's restored entries) have been queued. Every ScriptForm
 * has it; a control outside a form (the comparison's switch) uses it directly.
 */
export function useEarlyInput<T extends HTMLElement>(): (node: T | null) => void {
  const adopted = useRef(false);
  return useCallback((node: T | null) => {
    if (!node || adopted.current) return;
    adopted.current = true;
    const changes = earlyChanges(node);
    const next = () => {
      const change = changes.shift();
      if (!change) return;
      replayEarlyChange(change);
      setTimeout(next, 0);
    };
    if (changes.length > 0) setTimeout(next, 0);
  }, []);
}
