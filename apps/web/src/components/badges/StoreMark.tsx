/**
 * Our own store marks for the App Store and Google Play badges (a phone with a download arrow,
 * a play triangle), drawn in the text colour; no vendor artwork. Decorative: the badge's text
 * names the store.
 */
export function StoreMark({ store }: { store: 'apple' | 'google' }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {store === 'apple' ? (
        <>
          <rect x="6" y="2" width="12" height="20" rx="2.5" />
          <path d="M12 6.5v7.5M9 11l3 3 3-3M10 18.5h4" />
        </>
      ) : (
        <path d="M7 4.6v14.8a1 1 0 0 0 1.5.86l12-7.4a1 1 0 0 0 0-1.72l-12-7.4A1 1 0 0 0 7 4.6z" />
      )}
    </svg>
  );
}
