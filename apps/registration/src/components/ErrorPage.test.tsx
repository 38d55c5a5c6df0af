import { render, screen } from '@testing-library/react';
import { RegistrationIntl } from '../i18n/RegistrationIntl';
import { ErrorBoundary } from '@site/consent';
import { ErrorPage } from './ErrorPage';

function Boom({ explode }: { explode: boolean }) {
  if (explode) throw new Error('boom');
  return <p>fine</p>;
}

describe('the app under the shared ErrorBoundary', () => {
  it('shows the error page when a child crashes and recovers on navigation', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const tree = (explode: boolean, key: string) => (
      <RegistrationIntl locale="de-DE">
        <ErrorBoundary fallback={<ErrorPage />} resetKey={key}>
          <Boom explode={explode} />
        </ErrorBoundary>
      </RegistrationIntl>
    );
    const { rerender } = render(tree(true, '/deDE/'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hoppla! Da ist etwas schiefgelaufen.');
    expect(screen.getByRole('link', { name: 'Support-Chat starten' })).toHaveAttribute('href', 'https://help.moss.example/de/support/home');
    expect(screen.getByRole('link', { name: 'E-Mail an den Support' })).toHaveAttribute('href', expect.stringMatching(/^mailto:hello@moss\.example\?subject=/));
    rerender(tree(false, '/deDE/error'));
    expect(screen.getByText('fine')).toBeInTheDocument();
    log.mockRestore();
  });
});
