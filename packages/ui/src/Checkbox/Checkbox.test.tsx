import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles with Space and keeps a link in its label reachable', async () => {
    const user = userEvent.setup();
    render(
      <Checkbox
        label={
          <>
            I accept the <a href="/terms">terms and conditions</a>
          </>
        }
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the terms and conditions' });
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await user.tab();
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveFocus();
  });

  it('describes itself with its error', () => {
    render(<Checkbox label="Privacy policy" required error="Please accept" />);
    const box = screen.getByRole('checkbox', { name: 'Privacy policy' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please accept');
  });
});
