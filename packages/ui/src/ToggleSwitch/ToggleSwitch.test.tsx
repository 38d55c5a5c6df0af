import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ToggleSwitch } from './ToggleSwitch';

describe('ToggleSwitch', () => {
  it('is a labelled switch, unchecked by default, that Space toggles', async () => {
    const user = userEvent.setup();
    const onCheckedChange = jest.fn();
    render(<ToggleSwitch label="Only show differences" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Only show differences' });
    expect(toggle).not.toBeChecked();
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await user.keyboard(' ');
    expect(toggle).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('toggles when its label is clicked and works controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [on, setOn] = useState(true);
      return <ToggleSwitch label="Analytics" checked={on} onCheckedChange={setOn} />;
    }
    render(<Controlled />);
    expect(screen.getByRole('switch', { name: 'Analytics' })).toBeChecked();
    await user.click(screen.getByText('Analytics'));
    expect(screen.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
  });

  it('cannot be toggled when disabled', async () => {
    const user = userEvent.setup();
    const onCheckedChange = jest.fn();
    render(<ToggleSwitch label="Essential" defaultChecked disabled onCheckedChange={onCheckedChange} description="Always on" />);
    const toggle = screen.getByRole('switch', { name: 'Essential' });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription('Always on');
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('can be named by a label elsewhere (the consent dialog names it by the service row)', async () => {
    const user = userEvent.setup();
    const onCheckedChange = jest.fn();
    render(
      <>
        <span id="service-name">Google Analytics</span>
        <ToggleSwitch aria-labelledby="service-name" checked={false} onCheckedChange={onCheckedChange} />
      </>,
    );
    const toggle = screen.getByRole('switch', { name: 'Google Analytics' });
    // No empty text beside the track: the row's own text is the name.
    expect(toggle.closest('.ui-switch')?.querySelector('.ui-switch__text')).toBeNull();
    await user.click(toggle);
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
  });
});
