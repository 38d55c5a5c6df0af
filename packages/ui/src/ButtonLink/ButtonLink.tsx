import { type AnchorHTMLAttributes } from 'react';
import { buttonClassName, type ButtonVariant } from '../Button/buttonClassName';

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  variant?: ButtonVariant;
  fullWidth?: boolean;
}

/**
 * A link that looks like a button: it navigates, so it stays an <a> (Enter follows it, it shows
 * in the links list). No state, so it renders in Server Components. For Next.js client routing
 * style a `next/link` with `buttonClassName` instead.
 */
export function ButtonLink({ variant = 'primary', fullWidth, className, children, ...rest }: ButtonLinkProps) {
  return (
    <a {...rest} className={buttonClassName(variant, fullWidth, className)}>
      <span className="ui-button__labels">
        <span className="ui-button__label" data-active="true">
          {children}
        </span>
      </span>
    </a>
  );
}
