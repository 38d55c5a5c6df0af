/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { CardScreenInput } from '../inputs';
import { ActionButton, Icon, Panel, Toggle } from './parts';
import { palette } from './palette';
import { PhoneFrame } from './PhoneFrame';

const { app, card } = palette;

/** The card: the plan's card, what it is made of, its switches and 'add to wallet'. */
export function CardScreen(input: CardScreenInput) {
  return (
    <PhoneFrame tabs={input.tabs} active="card">
      <div style={{ display: 'flex', fontSize: 24, fontWeight: 700 }}>{input.title}</div>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          height: 180,
          borderRadius: 18,
          padding: '18px 20px',
          backgroundImage: `linear-gradient(135deg, ${app.primary} 0%, ${card.background} 100%)`,
          color: card.text,
        }}
      >
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <div style={{ display: 'flex', fontSize: 19, fontWeight: 800 }}>{input.brand}</div>
          <div style={{ display: 'flex', fontSize: 13, fontWeight: 600, color: card.textMuted }}>{input.debit}</div>
        </div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <div style={{ display: 'flex', width: 40, height: 30, borderRadius: 6, backgroundColor: palette.panel.accent, opacity: 0.9 }} />
          <Icon name="waves" size={24} color={card.text} />
        </div>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end' }}>
          <div style={{ display: 'flex', fontSize: 15, fontWeight: 600, letterSpacing: 1 }}>{input.cardNumber}</div>
          <div style={{ display: 'flex', fontSize: 15, fontWeight: 700, color: card.primary }}>{input.plan}</div>
        </div>
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: 13, fontWeight: 600, color: app.success }}>
        <Icon name="leaf" size={18} color={app.success} />
        <div style={{ display: 'flex' }}>{input.material}</div>
      </div>
      <Panel style={{ padding: '4px 16px' }}>
        {input.switches.map((item, i) => (
          <div
            key={item.label}
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              padding: '12px 0',
              borderTop: i === 0 ? 'none' : `1px solid ${app.background}`,
            }}
          >
            <div style={{ display: 'flex', fontSize: 14, fontWeight: 600 }}>{item.label}</div>
            <Toggle on={item.on} />
          </div>
        ))}
      </Panel>
      <div style={{ display: 'flex', flexGrow: 1 }} />
      <ActionButton>{input.action}</ActionButton>
    </PhoneFrame>
  );
}
