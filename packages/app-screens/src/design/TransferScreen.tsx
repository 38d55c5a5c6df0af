/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { TransferScreenInput } from '../inputs';
import { ActionButton, Label, Panel, Toggle } from './parts';
import { palette } from './palette';
import { PhoneFrame } from './PhoneFrame';

const { app } = palette;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => [...part][0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** A transfer to a friend, filled in and ready to send: from, to, amount, reference, instant. */
export function TransferScreen(input: TransferScreenInput) {
  return (
    <PhoneFrame tabs={input.tabs} active="transfer">
      <div style={{ display: 'flex', fontSize: 24, fontWeight: 700 }}>{input.title}</div>
      <Panel style={{ padding: '10px 16px', gap: 2 }}>
        <Label>{input.fromLabel}</Label>
        <div style={{ display: 'flex', fontSize: 15, fontWeight: 600 }}>{input.from}</div>
      </Panel>
      <Panel style={{ flexDirection: 'row', alignItems: 'center', gap: 12, padding: '10px 16px' }}>
        <div
          style={{
            display: 'flex',
            width: 40,
            height: 40,
            borderRadius: 20,
            backgroundColor: palette.panel.background,
            color: palette.panel.text,
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 15,
            fontWeight: 700,
          }}
        >
          {initials(input.recipient)}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <Label>{input.toLabel}</Label>
          <div style={{ display: 'flex', fontSize: 15, fontWeight: 600 }}>{input.recipient}</div>
          <div style={{ display: 'flex', fontSize: 11, color: app.textMuted }}>{input.recipientIban}</div>
        </div>
      </Panel>
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', padding: '8px 0', gap: 2 }}>
        <Label>{input.amountLabel}</Label>
        <div style={{ display: 'flex', fontSize: 44, fontWeight: 800, letterSpacing: -1 }}>{input.amount}</div>
      </div>
      <Panel style={{ padding: '10px 16px', gap: 2 }}>
        <Label>{input.referenceLabel}</Label>
        <div style={{ display: 'flex', fontSize: 15, fontWeight: 600 }}>{input.reference}</div>
      </Panel>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '0 4px', gap: 12 }}>
        <div style={{ display: 'flex', fontSize: 14, fontWeight: 600, flexShrink: 1 }}>{input.instant}</div>
        <Toggle on />
      </div>
      <div style={{ display: 'flex', flexGrow: 1 }} />
      <ActionButton>{input.action}</ActionButton>
    </PhoneFrame>
  );
}
