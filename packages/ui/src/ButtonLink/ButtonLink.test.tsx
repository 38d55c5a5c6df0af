import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import { ButtonLink } from './ButtonLink';

/** A link component with a prop of its own, as `AttributedLink` of @site/consent is. */
function TaggedLink({ tag, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; tag: string }) {
  return (
    <a {...rest} data-tag={tag}>
      {children}
    </a>
  );
}

describe('ButtonLink', () => {
  it('is a link styled as a button and reachable by keyboard', async () => {
    const user = userEvent.setup();
    render(
      <ButtonLink href="/en-EU/" variant="secondary">
        To the homepage
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'To the homepage' });
    expect(link).toHaveAttribute('href', '/en-EU/');
    expect(link).toHaveClass('ui-button', 'ui-button--secondary');
    await user.tab();
    expect(link).toHaveFocus();
  });

  it('defaults to the primary variant', () => {
    render(<ButtonLink href="/x">Go</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Go' })).toHaveClass('ui-button--primary');
  });

  it('renders through another link component, with the same button markup and its own props', () => {
    render(
      <ButtonLink as={TaggedLink} href="/store" tag="home_app_store" data-store="apple">
        App Store
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'App Store' });
    expect(link).toHaveAttribute('href', '/store');
    expect(link).toHaveAttribute('data-tag', 'home_app_store');
    expect(link).toHaveAttribute('data-store', 'apple');
    expect(link).toHaveClass('ui-button', 'ui-button--primary');
    expect(link.querySelector('.ui-button__labels > .ui-button__label[data-active="true"]')).toHaveTextContent('App Store');
  });
});
