/**
 * The brand mark: a leaf drawn for this project, in the theme's accent colours (styles.css,
 * `.ui-logo`). Decorative: the brand name next to it (or the label of the link around it) says
 * what it stands for.
 */
export function Logo() {
  return (
    <svg className="ui-logo" width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" />
      <path d="M9 22c0-8 6-13 15-13-1 9-6 14-13 14l-2-1zm2 0 8-8" />
    </svg>
  );
}
