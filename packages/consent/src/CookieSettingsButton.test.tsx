import { fireEvent, render, screen } from '@testing-library/react';
import { CookieSettingsButton } from './CookieSettingsButton';
import { OPEN_SETTINGS_EVENT } from './events';

describe('CookieSettingsButton', () => {
  it('asks the consent root to open the settings, in the footer style the app gives it', () => {
    const opened = jest.fn();
    window.addEventListener(OPEN_SETTINGS_EVENT, opened);
    render(<CookieSettingsButton className="footer-link-button">Cookie settings</CookieSettingsButton>);
    const button = screen.getByRole('button', { name: 'Cookie settings' });
    expect(button).toHaveClass('footer-link-button');
    expect(button).toHaveAttribute('type', 'button');
    fireEvent.click(button);
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener(OPEN_SETTINGS_EVENT, opened);
  });

  it("wears the consent layer's own style when the app gives none", () => {
    render(<CookieSettingsButton>Cookie settings</CookieSettingsButton>);
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toHaveClass('consent-settings-button');
  });
});
