/**
 * What a visitor typed, ticked or chose in a server-rendered control before React hydrated it.
 * React keeps such a value on screen but not in its state (its controlled value is still the
 * HTML's), so a calculator would not count it, a form would not send it, and the next render
 * would erase it. `earlyChanges` finds these controls when React adopts them; `replayEarlyChange`
 * hands each one to React as the input event it missed (docs/decisions.md,
 * "Nothing a visitor does before the scripts is lost").
 */
export type EarlyControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface EarlyChange {
  control: EarlyControl;
  /** The text or the chosen option; for checkboxes and radios `checked` instead. */
  value?: string;
  checked?: boolean;
}

const isCheckable = (control: EarlyControl): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

const skippedTypes = new Set(['hidden', 'file', 'submit', 'button', 'reset', 'image']);

/** The option a select shows from its HTML: the one marked selected, else the first. */
const htmlOption = (select: HTMLSelectElement) => [...select.options].find((option) => option.defaultSelected) ?? select.options[0];

/**
 * The controls under `root` whose state differs from their HTML (`defaultValue`,
 * `defaultChecked`, the option marked selected): React writes the HTML from its own value, so a
 * difference is the visitor's doing. A radio counts only when chosen (choosing one clears the
 * others).
 */
export function earlyChanges(root: ParentNode): EarlyChange[] {
  const changes: EarlyChange[] = [];
  for (const control of root.querySelectorAll<EarlyControl>('input, textarea, select')) {
    if (control.disabled || (control instanceof HTMLInputElement && skippedTypes.has(control.type))) continue;
    if (isCheckable(control)) {
      if (control.checked !== control.defaultChecked && (control.type === 'checkbox' || control.checked)) {
        changes.push({ control, checked: control.checked });
      }
    } else if (control instanceof HTMLSelectElement) {
      if (control.value !== (htmlOption(control)?.value ?? '')) changes.push({ control, value: control.value });
    } else if (control.value !== control.defaultValue) {
      changes.push({ control, value: control.value });
    }
  }
  return changes;
}

/**
 * Gives React the change it missed. React notices a change by comparing the control with the
 * value it last saw, which since hydration is already the visitor's: so the control is first set
 * through its own (tracked) property to something else, then back through the prototype's setter
 * (which React does not see), and the event React listens to is dispatched (input for text,
 * change for a select, a click for a checkbox or radio). The caret of a focused field stays put.
 */
export function replayEarlyChange({ control, value, checked }: EarlyChange): void {
  if (!control.isConnected || control.disabled) return;
  if (checked !== undefined && control instanceof HTMLInputElement) {
    control.checked = !checked;
    control.click();
    return;
  }
  if (value === undefined) return;
  if (control instanceof HTMLSelectElement) {
    control.value = value;
    control.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const focused = control.ownerDocument.activeElement === control;
  const selection = focused ? ([control.selectionStart, control.selectionEnd] as const) : null;
  control.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')!.set!.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  if (selection && selection[0] !== null) {
    try {
      control.setSelectionRange(selection[0], selection[1]);
    } catch {
      // Types without a caret (email, number) refuse it; nothing to restore there.
    }
  }
}
