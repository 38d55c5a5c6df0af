import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordInput, type PasswordInputProps } from './PasswordInput';

const texts: Omit<PasswordInputProps, 'label'> = {
  toggleLabel: 'Show password',
  criteriaTitle: 'Your password needs:',
  criteriaLabels: {
    length: 'At least 8 characters',
    lower: 'Lowercase letter',
    upper: 'Uppercase letter',
    digit: 'Digit',
    special: 'Special character',
  },
  metLabel: 'met',
  notMetLabel: 'not met yet',
  validMessage: 'Your password meets the requirements.',
  invalidMessage: 'Your password does not meet the requirements yet.',
};

const passwordField = () => screen.getByLabelText('Password', { selector: 'input' });

describe('PasswordInput', () => {
  it('hides the password until the toggle is pressed (keyboard)', async () => {
    const user = userEvent.setup();
    render(<PasswordInput label="Password" {...texts} />);
    const input = passwordField();
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    await user.tab();
    await user.keyboard('secret');
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('secret');
    await user.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'password');
  });

  it('shows live feedback on each criterion of the rule', async () => {
    const user = userEvent.setup();
    render(<PasswordInput label="Password" {...texts} />);
    const list = screen.getByRole('list', { name: 'Your password needs:' });
    const item = (name: string) => within(list).getByText(name).closest('li')!;
    expect(item('Lowercase letter')).toHaveTextContent('not met yet');
    await user.type(passwordField(), 'abc1');
    expect(item('Lowercase letter')).toHaveTextContent('Lowercase letter: met');
    expect(item('Digit')).toHaveTextContent('Digit: met');
    expect(item('Uppercase letter')).toHaveTextContent('not met yet');
    expect(item('At least 8 characters')).toHaveTextContent('not met yet');
  });

  it('announces the summary politely and reports validity changes', async () => {
    const user = userEvent.setup();
    const onValidityChange = jest.fn();
    render(<PasswordInput label="Password" {...texts} onValidityChange={onValidityChange} />);
    const input = passwordField();
    await user.type(input, 'abcdefg');
    const summary = screen.getByText('Your password does not meet the requirements yet.');
    expect(summary).toHaveAttribute('aria-live', 'polite');
    await user.type(input, 'H');
    expect(summary).toHaveTextContent('Your password meets the requirements.');
    expect(onValidityChange).toHaveBeenLastCalledWith(true);
    expect(input).toHaveAccessibleDescription(/Your password meets the requirements\./);
    await user.keyboard('{Backspace}');
    expect(onValidityChange).toHaveBeenLastCalledWith(false);
    expect(onValidityChange).toHaveBeenCalledTimes(2);
  });
});
