import { render, screen } from '@testing-library/react';
import { NewTabLink } from './NewTabLink';

describe('NewTabLink', () => {
  it('opens in a new tab without a handle on this page, and says so in its name', () => {
    render(
      <NewTabLink href="https://bank.test/agb.pdf" newTabText="opens in a new tab">
        terms and conditions
      </NewTabLink>,
    );
    const link = screen.getByRole('link', { name: 'terms and conditions (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://bank.test/agb.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });
});
