import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';

describe('Button', () => {
  it('activates with Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Send</Button>);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('renders the variant classes and is a non-submit button by default', () => {
    render(<Button variant="secondary">Back</Button>);
    const button = screen.getByRole('button', { name: 'Back' });
    expect(button).toHaveClass('ui-button', 'ui-button--secondary');
    expect(button).toHaveAttribute('type', 'button');
  });

  it('while loading: says so, stays focusable and ignores activation', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Button loading loadingLabel="Creating Evergreen Account" onClick={onClick}>
        Create Evergreen Account
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Creating Evergreen Account' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps both labels in the button so its width does not change', () => {
    const { rerender } = render(
      <Button loadingLabel="Saving password">Reset password</Button>,
    );
    const button = screen.getByRole('button', { name: 'Reset password' });
    expect(button).toHaveTextContent('Reset password');
    expect(button).toHaveTextContent('Saving password');
    rerender(
      <Button loading loadingLabel="Saving password">
        Reset password
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Saving password' })).toBe(button);
  });

  it('keeps its label as name when loading without a loading label', () => {
    render(<Button loading>Send</Button>);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
  });

  it('does not submit its form twice while loading', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: SubmitEvent) => event.preventDefault());
    const { container } = render(
      <form>
        <Button type="submit" loading>
          Send
        </Button>
      </form>,
    );
    container.querySelector('form')!.addEventListener('submit', onSubmit);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
