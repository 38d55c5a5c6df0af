import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from './ErrorBoundary';

function Boom({ explode }: { explode: boolean }) {
  if (explode) throw new Error('boom');
  return <p>fine</p>;
}

describe('ErrorBoundary', () => {
  it('shows the fallback when a child crashes, and tries again when resetKey changes', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const tree = (explode: boolean, key: string) => (
      <ErrorBoundary fallback={<h1>Oops</h1>} resetKey={key}>
        <Boom explode={explode} />
      </ErrorBoundary>
    );
    const { rerender } = render(tree(true, '/a'));
    expect(screen.getByRole('heading', { name: 'Oops' })).toBeTruthy();
    // The same key: still the fallback, even though the child would render now.
    rerender(tree(false, '/a'));
    expect(screen.getByRole('heading', { name: 'Oops' })).toBeTruthy();
    rerender(tree(false, '/b'));
    expect(screen.getByText('fine')).toBeTruthy();
    log.mockRestore();
  });
});
