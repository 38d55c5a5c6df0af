/**
 * Clicks on buttons that only a script can carry out (an accordion, a tab, the menu button),
 * made after the first paint but before React adopted the button, are not lost: the page's
 * loader script (@site/consent/firstFrame) counts them on the button's `data-early-click`, and
 * the component, when React adopts the button, clicks it that many times (`replayEarlyClicks`).
 * Plain constants and DOM code, so the loader's build can read the attribute names.
 */
export const EARLY_CLICK_ATTRIBUTE = 'data-early-click';
/** Set on a button once React has adopted it: from then on its clicks are React's. */
export const EARLY_CLICK_ADOPTED_ATTRIBUTE = 'data-early-click-adopted';

/** The props that make a server-rendered button count its early clicks. */
export const earlyClickProps = { [EARLY_CLICK_ATTRIBUTE]: '0' } as const;

/**
 * A ref callback's body: the first time React attaches `button`, marks it adopted and replays
 * the clicks counted before, one per task (each then sees the state the previous one left).
 */
export function replayEarlyClicks(button: HTMLElement | null): void {
  if (!button || button.hasAttribute(EARLY_CLICK_ADOPTED_ATTRIBUTE)) return;
  button.setAttribute(EARLY_CLICK_ADOPTED_ATTRIBUTE, '');
  let left = Number(button.getAttribute(EARLY_CLICK_ATTRIBUTE)) || 0;
  button.setAttribute(EARLY_CLICK_ATTRIBUTE, '0');
  const next = () => {
    if (left-- <= 0) return;
    button.click();
    setTimeout(next, 0);
  };
  setTimeout(next, 0);
}

/** The loader's part (inline script text, `d` the document) that counts early clicks. */
export const earlyClickCounter =
  `d.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("[${EARLY_CLICK_ATTRIBUTE}]");` +
  `if(b&&!b.hasAttribute("${EARLY_CLICK_ADOPTED_ATTRIBUTE}"))b.setAttribute("${EARLY_CLICK_ATTRIBUTE}",+b.getAttribute("${EARLY_CLICK_ATTRIBUTE}")+1)},true);`;
