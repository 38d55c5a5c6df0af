/**
 * From this width up the header shows its navigation as one row (both locales' labels fit);
 * below it, the links sit in a panel behind the menu button. Shared by the header's CSS and the
 * menu button's script, which closes the panel when the window grows past it. A plain module
 * rather than `@site/theme`, so the client bundle carries only this string.
 */
export const navigationRowQuery = '(min-width: 64rem)';
