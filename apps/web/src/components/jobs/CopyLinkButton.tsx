'use client';
import { useRef, useState } from 'react';
import { Button, earlyClickProps, replayEarlyClicks } from '@site/ui';

type State = 'idle' | 'copied' | 'failed';

/**
 * Copies the page link. The confirmation is a live region so screen readers hear it; where the
 * clipboard is unavailable or refused, the link appears selected in a read-only field instead.
 */
export function CopyLinkButton({
  url,
  label,
  copiedText,
  fallbackText,
  fallbackLabel,
}: {
  url: string;
  label: string;
  copiedText: string;
  fallbackText: string;
  fallbackLabel: string;
}) {
  const [state, setState] = useState<State>('idle');
  const fieldRef = useRef<HTMLInputElement>(null);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('failed');
      // Wait for the field to render, then select the link so Ctrl+C copies it.
      requestAnimationFrame(() => fieldRef.current?.focus());
    }
  };

  return (
    <div className="copy-link">
      <Button variant="secondary" onClick={copy} {...earlyClickProps} ref={replayEarlyClicks}>
        {label}
      </Button>
      <p role="status" className="copy-link__status">
        {state === 'copied' ? copiedText : state === 'failed' ? fallbackText : ''}
      </p>
      {state === 'failed' ? (
        <label className="copy-link__fallback">
          <span className="ui-visually-hidden">{fallbackLabel}</span>
          <input ref={fieldRef} type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        </label>
      ) : null}
    </div>
  );
}
