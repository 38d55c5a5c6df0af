import type { AppScreenId } from '@site/app-screens';
import { phoneCornerRadius } from '@site/app-screens/phone';
import { Picture } from '@site/content/react';
import type { Locale } from '@site/i18n';
import { appScreenImage } from '@/lib/appScreens/manifest';

/**
 * A screen of the app in its phone (@site/app-screens, drawn at build time), `width` rem wide
 * (at most the column), with its alt text in the page's language. A plain <picture> from the
 * server: its width and height attributes keep its place, it loads lazily unless it is the
 * page's LCP element (`priority`, with `shownWhen` where the page shows it only on some
 * screens), and it brings no script. The corners are rounded to the phone's, which clips the
 * blurred placeholder of a lazy one too.
 */
export function AppScreen({
  screen,
  locale,
  width,
  sizes = `${width}rem`,
  priority = false,
  shownWhen,
  className,
}: {
  screen: AppScreenId;
  locale: Locale;
  width: number;
  /** When the column can be narrower than `width` (it then fills the column). */
  sizes?: string;
  priority?: boolean;
  shownWhen?: string;
  className?: string;
}) {
  return (
    <Picture
      image={appScreenImage(screen, locale)}
      sizes={sizes}
      priority={priority}
      shownWhen={shownWhen}
      className={className}
      style={{ display: 'block', width: `${width}rem`, borderRadius: phoneCornerRadius, boxShadow: '0 0.5rem 0.75rem rgb(0 0 0 / 15%)' }}
    />
  );
}
