import { render, screen } from '@testing-library/react';
import { Logo } from './Logo';

describe('Logo', () => {
  it('is hidden from assistive technology, so the link or name beside it is what is read', () => {
    render(
      <a href="/en-EU/" aria-label="Evergreen home">
        <Logo />
      </a>,
    );
    const svg = screen.getByRole('link', { name: 'Evergreen home' }).querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
