/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { ReactNode } from 'react';
import { appScreenIds, type AppScreenId } from '../inputs';
import { Icon } from './parts';
import { palette, phoneDesign } from './palette';

const { app, bezel } = palette;
const { width, height, radius, bezel: edge } = phoneDesign;

function StatusBar() {
  return (
    <div style={{ display: 'flex', height: 48, alignItems: 'center', justifyContent: 'space-between', padding: '4px 30px 0 34px', position: 'relative' }}>
      <div style={{ display: 'flex', fontSize: 15, fontWeight: 600, color: app.text }}>9:41</div>
      <div style={{ position: 'absolute', left: (width - 2 * edge - 100) / 2, top: 11, width: 100, height: 28, borderRadius: 14, backgroundColor: bezel }} />
      <div style={{ display: 'flex', alignItems: 'flex-end', gap: 2 }}>
        {[5, 8, 11, 14].map((bar) => (
          <div key={bar} style={{ width: 3, height: bar, borderRadius: 1, backgroundColor: app.text }} />
        ))}
        <div style={{ display: 'flex', marginLeft: 6, width: 24, height: 12, borderRadius: 3, border: `1.5px solid ${app.text}`, padding: 1.5 }}>
          <div style={{ width: 15, height: '100%', borderRadius: 1.5, backgroundColor: app.text }} />
        </div>
      </div>
    </div>
  );
}

function TabBar({ tabs, active }: { tabs: Record<AppScreenId, string>; active: AppScreenId }) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        borderTop: `1px solid ${app.surface}`,
        backgroundColor: app.background,
        padding: '8px 8px 0',
      }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-around' }}>
        {appScreenIds.map((id) => {
          const color = id === active ? app.primary : app.textMuted;
          return (
            <div key={id} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', width: 80, gap: 3 }}>
              <Icon name={id} color={color} />
              <div style={{ display: 'flex', fontSize: 11, fontWeight: id === active ? 700 : 500, color }}>{tabs[id]}</div>
            </div>
          );
        })}
      </div>
      <div style={{ display: 'flex', justifyContent: 'center', padding: '12px 0 8px' }}>
        <div style={{ width: 120, height: 5, borderRadius: 3, backgroundColor: app.text }} />
      </div>
    </div>
  );
}

/**
 * A phone (body, screen, status bar, the app's tab bar) around one screen of the app. The
 * picture is exactly the phone; the page rounds its corners with `phoneCornerRadius`.
 */
export function PhoneFrame({ children, tabs, active }: { children: ReactNode; tabs: Record<AppScreenId, string>; active: AppScreenId }) {
  return (
    // satori sizes a box without its padding, so the screen is placed inside the body, not padded.
    <div style={{ display: 'flex', position: 'relative', width, height, borderRadius: radius, backgroundColor: bezel, fontFamily: 'Inter' }}>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          position: 'absolute',
          left: edge,
          top: edge,
          width: width - 2 * edge,
          height: height - 2 * edge,
          borderRadius: radius - edge,
          backgroundColor: app.background,
          color: app.text,
          overflow: 'hidden',
        }}
      >
        <StatusBar />
        <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, padding: '6px 20px 12px', gap: 14 }}>{children}</div>
        <TabBar tabs={tabs} active={active} />
      </div>
    </div>
  );
}
