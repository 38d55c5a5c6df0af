import { durations } from '@site/theme';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './Accordion';

const setup = () =>
  render(
    <Accordion title="What does it cost?" headingLevel={2}>
      <a href="/prices">Prices</a>
    </Accordion>,
  );

describe('Accordion', () => {
  it('is collapsed by default, its panel inert', () => {
    setup();
    const button = screen.getByRole('button', { name: 'What does it cost?' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!);
    expect(panel).not.toBeNull();
    expect(panel).toHaveAttribute('inert');
    expect(screen.getByRole('heading', { level: 2, name: 'What does it cost?' })).toContainElement(button);
  });

  it('opens and closes with Enter and Space', async () => {
    const user = userEvent.setup();
    setup();
    const button = screen.getByRole('button', { name: 'What does it cost?' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'What does it cost?' });
    expect(panel).not.toHaveAttribute('inert');
    expect(panel).toContainElement(screen.getByRole('link', { name: 'Prices' }));
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('reports changes when controlled', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    render(
      <Accordion title="Q" open onOpenChange={onOpenChange}>
        A
      </Accordion>,
    );
    await user.click(screen.getByRole('button', { name: 'Q' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('button', { name: 'Q' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('animates over the theme duration (400 ms) and not at all under reduced motion', () => {
    const { container } = setup();
    expect(durations.accordionMs).toBe(400);
    expect((container.firstChild as HTMLElement).style.getPropertyValue('--ui-accordion-duration')).toBe('400ms');
    const css = readFileSync(resolve(__dirname, '../styles.css'), 'utf8');
    const reduced = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
    expect(reduced).toMatch(/\.ui-accordion__panel[\s\S]*?transition: none/);
    expect(css).toMatch(/grid-template-rows var\(--ui-accordion-duration/);
  });
});
