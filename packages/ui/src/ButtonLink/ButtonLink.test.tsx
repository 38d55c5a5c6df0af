import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ButtonLink } from './ButtonLink';

describe('ButtonLink', () => {
  it('is a link styled as a button and reachable by keyboard', async () => {
    const user = userEvent.setup();
    render(
      <ButtonLink href="/en-EU/" variant="secondary">
        To the homepage
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'To the homepage' });
    expect(link).toHaveAttribute('href', '/en-EU/');
    expect(link).toHaveClass('ui-button', 'ui-button--secondary');
    await user.tab();
    expect(link).toHaveFocus();
  });

  it('defaults to the primary variant', () => {
    render(<ButtonLink href="/x">Go</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Go' })).toHaveClass('ui-button--primary');
  });
});
