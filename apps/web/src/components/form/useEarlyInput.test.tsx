import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useEarlyInput } from './useEarlyInput';

/** Controls as the site's forms have them: controlled by React, their state shown elsewhere. */
function Controls() {
  const keepEarlyInput = useEarlyInput<HTMLDivElement>();
  const [amount, setAmount] = useState('');
  const [email, setEmail] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [plan, setPlan] = useState('');
  const [period, setPeriod] = useState('monthly');
  return (
    <div ref={keepEarlyInput}>
      <input aria-label="amount" value={amount} onChange={(e) => setAmount(e.target.value)} />
      <input aria-label="email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <input aria-label="agreed" type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
      <select aria-label="plan" value={plan} onChange={(e) => setPlan(e.target.value)}>
        <option value="">all</option>
        <option value="green">green</option>
      </select>
      {['monthly', 'yearly'].map((value) => (
        <input key={value} aria-label={value} type="radio" name="period" value={value} checked={period === value} onChange={() => setPeriod(value)} />
      ))}
      <output>{JSON.stringify({ amount, email, agreed, plan, period })}</output>
    </div>
  );
}

// React's act() is used directly here (hydrateRoot, no Testing Library render).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('useEarlyInput', () => {
  let container: HTMLDivElement;
  beforeEach(() => {
    container = document.createElement('div');
    container.innerHTML = renderToString(<Controls />);
    document.body.append(container);
  });
  afterEach(() => container.remove());

  const control = <T extends Element>(label: string) => container.querySelector<T & Element>(`[aria-label="${label}"]`)!;
  const state = () => JSON.parse(container.querySelector('output')!.textContent!);

  it('hands React what was typed, ticked and chosen before hydration, and keeps it on screen', async () => {
    // The visitor acts on the server-rendered HTML, before any script.
    control<HTMLInputElement>('amount').value = '250.50';
    control<HTMLInputElement>('email').value = 'early@example.com';
    control<HTMLInputElement>('agreed').checked = true;
    control<HTMLSelectElement>('plan').value = 'green';
    control<HTMLInputElement>('yearly').checked = true;

    await act(async () => {
      hydrateRoot(container, <Controls />);
    });
    for (let i = 0; i < 6; i++) await tick();

    expect(state()).toEqual({ amount: '250.50', email: 'early@example.com', agreed: true, plan: 'green', period: 'yearly' });
    expect(control<HTMLInputElement>('amount').value).toBe('250.50');
    expect(control<HTMLInputElement>('agreed').checked).toBe(true);
    expect(control<HTMLInputElement>('yearly').checked).toBe(true);
  });

  it('replays nothing when nothing was touched', async () => {
    const events: string[] = [];
    container.addEventListener('input', () => events.push('input'));
    container.addEventListener('click', () => events.push('click'));
    await act(async () => {
      hydrateRoot(container, <Controls />);
    });
    for (let i = 0; i < 3; i++) await tick();
    expect(events).toEqual([]);
    expect(state()).toEqual({ amount: '', email: '', agreed: false, plan: '', period: 'monthly' });
  });
});
