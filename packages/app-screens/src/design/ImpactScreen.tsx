/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { ImpactScreenInput } from '../inputs';
import { ActionButton, Icon, Label, Panel, withSubscripts } from './parts';
import { palette } from './palette';
import { PhoneFrame } from './PhoneFrame';

const { app, panel } = palette;

/** The impact counter: the customer's trees and CO₂, trees per month, the bank's together. */
export function ImpactScreen(input: ImpactScreenInput) {
  const highest = Math.max(...input.perMonth);
  return (
    <PhoneFrame tabs={input.tabs} active="impact">
      <div style={{ display: 'flex', fontSize: 24, fontWeight: 700 }}>{input.title}</div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 14, borderRadius: 20, backgroundColor: panel.background, color: panel.text, padding: '16px 18px' }}>
        <Icon name="tree" size={52} color={palette.card.primary} />
        <div style={{ display: 'flex', flexDirection: 'column', flexShrink: 1 }}>
          <div style={{ display: 'flex', fontSize: 44, fontWeight: 800, lineHeight: 1 }}>{input.trees}</div>
          <div style={{ display: 'flex', fontSize: 13, fontWeight: 500, color: panel.textMuted, marginTop: 4 }}>{input.treesLabel}</div>
        </div>
      </div>
      <div style={{ display: 'flex', gap: 12 }}>
        <Panel style={{ flex: 1, padding: '12px 14px' }}>
          <div style={{ display: 'flex', fontSize: 20, fontWeight: 800 }}>{input.co2}</div>
          <Label>{withSubscripts(input.co2Label)}</Label>
        </Panel>
        <Panel style={{ flex: 1, padding: '12px 14px' }}>
          <div style={{ display: 'flex', fontSize: 20, fontWeight: 800, color: app.success }}>{input.thisMonth}</div>
          <Label>{input.thisMonthLabel}</Label>
        </Panel>
      </div>
      <Panel style={{ padding: '12px 16px', gap: 8 }}>
        <Label>{input.perMonthLabel}</Label>
        <div style={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', height: 64 }}>
          {input.perMonth.map((trees, i) => (
            <div
              key={i}
              style={{
                width: 30,
                height: Math.max(6, Math.round((trees / highest) * 64)),
                borderRadius: 6,
                backgroundColor: i === input.perMonth.length - 1 ? app.primary : palette.card.primary,
              }}
            />
          ))}
        </div>
      </Panel>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 2, padding: '0 2px' }}>
        <Label>{input.community}</Label>
        <div style={{ display: 'flex', fontSize: 17, fontWeight: 700 }}>{input.communityTrees}</div>
      </div>
      <div style={{ display: 'flex', flexGrow: 1 }} />
      <ActionButton>{input.action}</ActionButton>
    </PhoneFrame>
  );
}
