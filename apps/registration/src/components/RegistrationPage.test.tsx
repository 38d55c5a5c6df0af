import { act, render, screen, waitFor, within } from '@testing-library/react';
import { readLegalIdentity } from '@site/config';
import userEvent from '@testing-library/user-event';
import { RegistrationIntl } from '../i18n/RegistrationIntl';
import { signupStore } from '../signup/signupStore';
import { consentStore } from '../signup/consentStore';
import { pageStateStore } from '../routing/pageState';
import { RegistrationPage } from './RegistrationPage';
import { submitRegistration, type RegistrationOutcome } from '../signup/submitRegistration';

// The page's states against the submit's outcomes; the mapping from API answers to outcomes is
// tested in submitRegistration.test.ts with the real @site/api client.
jest.mock('../signup/submitRegistration', () => ({
  ...jest.requireActual('../signup/submitRegistration'),
  submitRegistration: jest.fn(),
}));
const submit = submitRegistration as jest.MockedFunction<typeof submitRegistration>;

function renderPage() {
  return render(
    <RegistrationIntl locale="en-EU">
      <RegistrationPage />
    </RegistrationIntl>,
  );
}

// Pasting, not typing key by key: the machine is shared and slow.
async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

async function fill(user: ReturnType<typeof userEvent.setup>, firstName = 'Ana') {
  await enter(user, screen.getByLabelText('First name'), firstName);
  await enter(user, screen.getByLabelText('Last name'), 'Silva');
  await enter(user, screen.getByLabelText('Email address'), 'ana@example.com');
  await enter(user, screen.getByLabelText('Password', { selector: 'input' }), 'Secret123');
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
  await user.click(screen.getByRole('checkbox', { name: /I have read the privacy policy/ }));
}

jest.setTimeout(20_000);


beforeEach(() => {
  sessionStorage.clear();
  signupStore.reset();
  consentStore.reset();
  pageStateStore.reset();
  submit.mockReset();
  // jsdom has no matchMedia: a large screen, where the success state shows the QR code.
  window.matchMedia = ((query: string) =>
    ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList);
});

describe('RegistrationPage', () => {
  it('shows the brand headline and the three steps with Now on the first', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Open your Moss account from €0');
    const steps = screen.getAllByRole('listitem').filter((item) => item.closest('ol'));
    expect(steps[0]).toHaveTextContent('Now');
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
  });

  it('sends nothing while entries are missing and names the §8 problem', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Register now' }));
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please create a valid password and accept the terms and conditions as well as the privacy policy.',
    );
    expect(screen.getByLabelText('First name')).toHaveFocus();
  });

  it('registers once, greets by first name and clears the session entries', async () => {
    let answer: (outcome: RegistrationOutcome) => void = () => undefined;
    submit.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderPage();
    await fill(user, "Zoë O'Neill");
    await user.click(screen.getByRole('button', { name: 'Register now' }));
    await user.click(screen.getByRole('button', { name: /Registering/ }));
    expect(submit).toHaveBeenCalledTimes(1);
    await act(async () => answer({ kind: 'registered' }));
    expect(await screen.findByRole('heading', { name: "Welcome to Moss, Zoë O'Neill!" })).toBeInTheDocument();
    // The en-EU page shows the QR code of the en-EU Get-the-app page (jest.config.cjs).
    expect(screen.getByRole('img', { name: 'QR code to download the app' })).toHaveAttribute('src', __APP_QR_CODES__['en-EU']);
    // The app's account screen, drawn at build time: the locale's files, its size set, its alt text.
    const appScreen = screen.getByRole('img', { name: 'Screen of the app: your account' });
    expect(appScreen).toHaveAttribute('src', '/assets/account-en-EU-1-240.jpg');
    expect(appScreen).toHaveAttribute('width', '240');
    expect(appScreen).toHaveAttribute('height', '492');
    expect(appScreen).toHaveAttribute('srcset', '/assets/account-en-EU-1-240.webp 1x, /assets/account-en-EU-1-480.webp 2x');
    expect(sessionStorage.getItem('registration.signup') ?? '').not.toContain('Ana');
    expect(submit.mock.calls[0]![0]).toMatchObject({ locale: 'enEU', email: 'ana@example.com', consents: { termsAndConditions: true, privacy: true, marketing: false } });
  });

  it('keeps every entry when the API fails and says so', async () => {
    submit.mockResolvedValue({ kind: 'failed' });
    const user = userEvent.setup();
    renderPage();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Register now' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('We could not complete the registration. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('Secret123');
  });

  it('shows the §8 offline message and keeps the entries when offline', async () => {
    submit.mockResolvedValue({ kind: 'offline' });
    const user = userEvent.setup();
    renderPage();
    await fill(user);
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    await user.click(screen.getByRole('button', { name: 'Register now' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('You are offline. Please try again later.'));
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
    onLine.mockRestore();
  });

  it('shows the plan chosen on the site above the form, links back to the plans and sends it', async () => {
    pageStateStore.set({ plan: 'evergreen-plus' });
    submit.mockResolvedValue({ kind: 'registered' });
    const user = userEvent.setup();
    renderPage();
    // The name as the content writes it (testPlans.ts), its ICU-looking characters untouched.
    const choice = screen.getByText("You chose Evergreen {brand}'s Plus");
    expect(choice.compareDocumentPosition(screen.getByRole('form'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getByRole('link', { name: 'Change plan' })).toHaveAttribute('href', 'https://www.moss.example/en-EU/#home-plans');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Register now' }));
    await screen.findByRole('heading', { name: 'Welcome to Moss, Ana!' });
    expect(submit.mock.calls[0]![0]).toMatchObject({ plan: 'evergreen-plus' });
    expect(screen.queryByText(/You chose/)).not.toBeInTheDocument();
  });

  it('shows and sends no plan without one', async () => {
    submit.mockResolvedValue({ kind: 'registered' });
    const user = userEvent.setup();
    renderPage();
    expect(screen.queryByText(/You chose/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Change plan' })).not.toBeInTheDocument();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Register now' }));
    await screen.findByRole('heading', { name: 'Welcome to Moss, Ana!' });
    expect(submit.mock.calls[0]![0].plan).toBeUndefined();
  });

  it("puts the server's field errors at their fields, with the form's texts, until the entry changes", async () => {
    submit.mockResolvedValue({ kind: 'invalid', problems: { username: 'email', lastName: 'nameCharacters', acceptedPrivacy: 'consent' } });
    const user = userEvent.setup();
    renderPage();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Register now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid email address.'));
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription(expect.stringContaining('letters'));
    expect(screen.getByRole('checkbox', { name: /I have read the privacy policy/ })).toHaveAccessibleDescription(expect.stringContaining('Please accept to continue.'));
    // The first refused field, in the form's order, takes the focus; every entry is kept.
    expect(screen.getByLabelText('Last name')).toHaveFocus();
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('Secret123');
    await enter(user, email, 'x');
    expect(email).not.toHaveAccessibleDescription(expect.stringContaining('Please enter a valid email address.'));
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription(expect.stringContaining('letters'));
  });

  it.each([
    [{ kind: 'rateLimited', minutes: 1 } as const, 'Too many attempts. Please try again in 1 minute.'],
    [{ kind: 'rateLimited', minutes: 3 } as const, 'Too many attempts. Please try again in 3 minutes.'],
    [{ kind: 'rateLimited', minutes: undefined } as const, 'Too many attempts. Please try again later.'],
    [{ kind: 'turnstileFailed' } as const, 'The security check failed. Please try again.'],
  ])('says what happened: %j', async (outcome, said) => {
    submit.mockResolvedValueOnce(outcome).mockResolvedValueOnce({ kind: 'registered' });
    const user = userEvent.setup();
    renderPage();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Register now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(said);
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('Secret123');
    // Trying again sends again.
    await user.click(screen.getByRole('button', { name: 'Register now' }));
    await screen.findByRole('heading', { name: 'Welcome to Moss, Ana!' });
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it("links every document the consents name (§3), the partner bank's from the configuration, each in a new tab", () => {
    renderPage();
    const { documents } = readLegalIdentity({}).partnerBank;
    const links = (name: RegExp) =>
      within(screen.getByRole('group', { name: 'Terms and privacy' }))
        .getAllByRole('link')
        .filter((link) => name.test(link.textContent ?? ''))
        .map((link) => [link.textContent?.replace(/ \(opens in a new tab\)$/, ''), link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]);
    expect(links(/./)).toEqual([
      ['terms and conditions of Moss', 'https://www.moss.example/en-EU/legal/terms/', '_blank', 'noopener'],
      ['terms and conditions of Fern Bank SE', documents.terms, '_blank', 'noopener'],
      ['other terms', documents.otherTerms, '_blank', 'noopener'],
      ['privacy policy of Moss', 'https://www.moss.example/en-EU/legal/privacy/', '_blank', 'noopener'],
      ['privacy policy of the app', 'https://www.moss.example/en-EU/legal/app-privacy/', '_blank', 'noopener'],
      ['privacy policy of Fern Bank SE', documents.privacy, '_blank', 'noopener'],
    ]);
  });

  it('says it in German too', async () => {
    submit.mockResolvedValue({ kind: 'rateLimited', minutes: 1 });
    const user = userEvent.setup();
    render(
      <RegistrationIntl locale="de-DE">
        <RegistrationPage />
      </RegistrationIntl>,
    );
    await enter(user, screen.getByLabelText('Vorname'), 'Ana');
    await enter(user, screen.getByLabelText('Nachname'), 'Silva');
    await enter(user, screen.getByLabelText('E-Mail-Adresse'), 'ana@example.com');
    await enter(user, screen.getByLabelText('Passwort', { selector: 'input' }), 'Secret123');
    for (const box of screen.getAllByRole('checkbox', { checked: false }).filter((b) => (b as HTMLInputElement).required)) await user.click(box);
    await user.click(screen.getByRole('button', { name: /registrieren/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zu viele Versuche. Bitte versuche es in einer Minute noch einmal.');
  });
});
