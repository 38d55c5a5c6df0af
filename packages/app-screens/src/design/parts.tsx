/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { ReactNode } from 'react';
import type { AppScreenId } from '../inputs';
import { palette } from './palette';

const { app } = palette;

/**
 * Text with 'CO₂': Inter's latin files (the only ones in node_modules) have no subscript two,
 * so it is drawn as a smaller 2 set lower.
 */
export function withSubscripts(text: string): ReactNode {
  const parts = text.split('₂');
  if (parts.length === 1) return text;
  return parts.flatMap((part, i) =>
    // A space beside the span would be dropped: it becomes a no-break space.
    i === 0 ? [part] : [<span key={i} style={{ fontSize: '0.7em', marginTop: '0.45em' }}>2</span>, part.replace(/^ /, '\u00a0')],
  );
}

export function Icon({ name, size = 24, color }: { name: AppScreenId | 'tree' | 'leaf' | 'waves'; size?: number; color: string }) {
  const stroke = { fill: 'none', stroke: color, strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
  const shapes: Record<typeof name, ReactNode> = {
    account: (
      <>
        <rect x="3" y="6" width="18" height="13" rx="3" {...stroke} />
        <path d="M3 10h18" {...stroke} />
        <circle cx="16.5" cy="14.5" r="1.5" fill={color} />
      </>
    ),
    card: (
      <>
        <rect x="2.5" y="5" width="19" height="14" rx="2.5" {...stroke} />
        <path d="M2.5 9.5h19M6 15h4" {...stroke} />
      </>
    ),
    impact: (
      <>
        <path d="M12 21v-7" {...stroke} />
        <path d="M12 3c4 2.5 6 5.5 6 8.5a6 6 0 0 1-12 0C6 8.5 8 5.5 12 3z" {...stroke} />
      </>
    ),
    transfer: (
      <>
        <path d="M4 8h14l-3.5-3.5M20 16H6l3.5 3.5" {...stroke} />
      </>
    ),
    tree: (
      <>
        <rect x="10.6" y="14" width="2.8" height="7" rx="1" fill={color} />
        <circle cx="12" cy="10" r="7" fill={color} />
      </>
    ),
    leaf: (
      <>
        <path d="M5 19c0-8 5-13 14-14-1 9-6 14-14 14z" {...stroke} />
        <path d="M5 19l7-7" {...stroke} />
      </>
    ),
    waves: (
      <>
        <path d="M8 8.5a5 5 0 0 1 0 7M12 6a9 9 0 0 1 0 12M16 3.5a13 13 0 0 1 0 17" {...stroke} />
      </>
    ),
  };
  return (
    <svg width={size} height={size} viewBox="0 0 24 24">
      {shapes[name]}
    </svg>
  );
}

/** An on/off switch as the app draws it. */
export function Toggle({ on }: { on: boolean }) {
  return (
    <div
      style={{
        display: 'flex',
        width: 44,
        height: 26,
        borderRadius: 13,
        padding: 3,
        justifyContent: on ? 'flex-end' : 'flex-start',
        backgroundColor: on ? app.primary : app.border,
      }}
    >
      <div style={{ width: 20, height: 20, borderRadius: 10, backgroundColor: app.background }} />
    </div>
  );
}

/** A filled call to action at the bottom of a screen. */
export function ActionButton({ children }: { children: string }) {
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'center',
        minHeight: 26,
        borderRadius: 24,
        lineHeight: 1.25,
        backgroundColor: app.primary,
        color: app.onPrimary,
        fontSize: 15,
        fontWeight: 600,
        textAlign: 'center',
        padding: '10px 18px',
      }}
    >
      {children}
    </div>
  );
}

/** A small label above a value. */
export function Label({ children, color = app.textMuted }: { children: ReactNode; color?: string }) {
  return <div style={{ display: 'flex', fontSize: 12, fontWeight: 500, color, letterSpacing: 0.2 }}>{children}</div>;
}

/** A rounded panel on the app's surface colour. */
export function Panel({ children, style }: { children: ReactNode; style?: Record<string, string | number> }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', borderRadius: 18, backgroundColor: app.surface, padding: 16, ...style }}>
      {children}
    </div>
  );
}
