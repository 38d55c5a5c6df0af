import { render, screen } from '@testing-library/react';
import { LoadingIndicator } from './LoadingIndicator';

describe('LoadingIndicator', () => {
  it('is a status named by its label, hidden from view by default', () => {
    render(<LoadingIndicator label="Loading" />);
    const status = screen.getByRole('status', { name: 'Loading' });
    expect(screen.getByText('Loading')).toHaveClass('ui-visually-hidden');
    expect(status).toHaveTextContent('Loading');
  });

  it('can show its label', () => {
    render(<LoadingIndicator label="Wird geladen" showLabel />);
    expect(screen.getByRole('status', { name: 'Wird geladen' })).toBeInTheDocument();
    expect(screen.getByText('Wird geladen')).not.toHaveClass('ui-visually-hidden');
  });
});
