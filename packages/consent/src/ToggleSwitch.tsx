'use client';
/**
 * Minimal role=switch button with the semantics of @site/ui's ToggleSwitch (checked, unchecked,
 * disabled). Kept here so the dialog does not pull a component library into its lazy chunk.
 */
export function ToggleSwitch({
  checked,
  onChange,
  labelledBy,
  label,
  disabled = false,
}: {
  checked: boolean;
  onChange: () => void;
  labelledBy?: string;
  label?: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      role="switch"
      className="consent-switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-label={label}
      disabled={disabled}
      onClick={onChange}
    >
      <span className="consent-switch-thumb" aria-hidden="true" />
    </button>
  );
}
