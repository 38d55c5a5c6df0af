/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { AccountScreenInput } from '../inputs';
import { Icon, Label, Panel } from './parts';
import { palette } from './palette';
import { PhoneFrame } from './PhoneFrame';

const { app } = palette;

/** The main account: greeting, balance with the masked IBAN, the trees, the latest payments. */
export function AccountScreen(input: AccountScreenInput) {
  return (
    <PhoneFrame tabs={input.tabs} active="account">
      <div style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
        <div
          style={{
            display: 'flex',
            width: 36,
            height: 36,
            borderRadius: 18,
            backgroundColor: app.primary,
            color: app.onPrimary,
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 18,
            fontWeight: 800,
          }}
        >
          {[...input.brand][0]?.toUpperCase() ?? ''}
        </div>
        <div style={{ display: 'flex', fontSize: 22, fontWeight: 700 }}>{input.greeting}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', borderRadius: 20, backgroundColor: app.primary, color: app.onPrimary, padding: '16px 18px', gap: 4 }}>
        <div style={{ display: 'flex', fontSize: 13, fontWeight: 600, opacity: 0.9 }}>{`${input.accountName} · ${input.balanceLabel}`}</div>
        <div style={{ display: 'flex', fontSize: 34, fontWeight: 800, letterSpacing: -0.5 }}>{input.balance}</div>
        <div style={{ display: 'flex', fontSize: 12, opacity: 0.85 }}>{input.iban}</div>
      </div>
      <Panel style={{ flexDirection: 'row', alignItems: 'center', gap: 14, padding: '14px 16px' }}>
        <div style={{ display: 'flex', width: 48, height: 48, borderRadius: 24, backgroundColor: app.background, alignItems: 'center', justifyContent: 'center' }}>
          <Icon name="tree" size={30} color={app.success} />
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1 }}>
          <div style={{ display: 'flex', alignItems: 'baseline', gap: 6 }}>
            <div style={{ display: 'flex', fontSize: 26, fontWeight: 800 }}>{input.trees}</div>
            <div style={{ display: 'flex', fontSize: 14, fontWeight: 600 }}>{input.treesLabel}</div>
          </div>
          <div style={{ display: 'flex', fontSize: 12, fontWeight: 600, color: app.success }}>{input.treesThisMonth}</div>
        </div>
      </Panel>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Label>{input.paymentsHeading}</Label>
        {input.payments.map((payment) => (
          <div key={payment.label} style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '9px 0', borderBottom: `1px solid ${app.surface}` }}>
            <div style={{ display: 'flex', width: 36, height: 36, borderRadius: 18, backgroundColor: app.surface, alignItems: 'center', justifyContent: 'center' }}>
              <Icon name={payment.incoming ? 'transfer' : 'card'} size={18} color={app.textMuted} />
            </div>
            <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1 }}>
              <div style={{ display: 'flex', fontSize: 14, fontWeight: 600 }}>{payment.label}</div>
              {payment.tree ? <div style={{ display: 'flex', fontSize: 11, fontWeight: 600, color: app.success }}>{payment.tree}</div> : null}
            </div>
            <div style={{ display: 'flex', fontSize: 14, fontWeight: 700, color: payment.incoming ? app.success : app.text }}>{payment.amount}</div>
          </div>
        ))}
      </div>
    </PhoneFrame>
  );
}
