import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './TextField';

describe('TextField', () => {
  it('has a label, a hint as description, and keeps what is typed', async () => {
    const user = userEvent.setup();
    render(<TextField label="First name" hint="As in your ID" />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAccessibleDescription('As in your ID');
    await user.tab();
    await user.keyboard('Anna');
    expect(input).toHaveValue('Anna');
  });

  it('says required only after the visitor left it empty', async () => {
    const user = userEvent.setup();
    render(<TextField label="Last name" required requiredMessage="Please fill in this field." />);
    expect(screen.queryByText('Please fill in this field.')).not.toBeInTheDocument();
    await user.tab();
    await user.tab();
    const input = screen.getByRole('textbox', { name: 'Last name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please fill in this field.');
  });

  it('keeps text beyond maxLength and says so at once', async () => {
    const user = userEvent.setup();
    render(<TextField label="Code" maxLength={4} maxLengthMessage="Please use at most 4 characters." />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    await user.type(input, 'ABCD');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.type(input, 'E');
    expect(input).toHaveValue('ABCDE');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please use at most 4 characters.');
  });

  it('always shows an error given by the caller', () => {
    render(<TextField label="Recipient" defaultValue="Bob" error="Must be the account holder" />);
    expect(screen.getByRole('textbox', { name: 'Recipient' })).toHaveAccessibleDescription('Must be the account holder');
  });
});
