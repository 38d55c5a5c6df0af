import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmailInput } from './EmailInput';

describe('EmailInput', () => {
  it("uses the caller's label, e-mail type and autofill", () => {
    render(<EmailInput label="Email address" />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
  });

  it('flags a malformed address after the visitor leaves the field', async () => {
    const user = userEvent.setup();
    render(<EmailInput label="E-Mail-Adresse" invalidMessage="Bitte gib eine gültige E-Mail-Adresse ein." />);
    const input = screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await user.type(input, 'anna@');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Bitte gib eine gültige E-Mail-Adresse ein.');
    await user.type(input, 'example.com');
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
