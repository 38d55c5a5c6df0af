import { type ComponentProps, type ElementType } from 'react';
import { buttonClassName, type ButtonVariant } from '../Button/buttonClassName';

/**
 * `as`: what renders the anchor, `<a>` or a link component that passes `className` and
 * `children` on to its `<a>` (e.g. `AttributedLink`); it gets every other prop.
 */
export type ButtonLinkProps<As extends ElementType = 'a'> = Omit<ComponentProps<As>, 'as' | 'href'> & {
  href: string;
  as?: As;
  variant?: ButtonVariant;
  fullWidth?: boolean;
};

/**
 * A link that looks like a button: it navigates, so it stays an <a> (Enter follows it, it shows
 * in the links list). No state, so it renders in Server Components. For Next.js client routing
 * style a `next/link` with `buttonClassName` instead.
 */
export function ButtonLink<As extends ElementType = 'a'>({ as, variant = 'primary', fullWidth, className, children, ...rest }: ButtonLinkProps<As>) {
  const Link: ElementType = as ?? 'a';
  return (
    <Link {...rest} className={buttonClassName(variant, fullWidth, className)}>
      <span className="ui-button__labels">
        <span className="ui-button__label" data-active="true">
          {children}
        </span>
      </span>
    </Link>
  );
}
