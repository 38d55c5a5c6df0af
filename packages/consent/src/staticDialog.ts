import { CONSENT_REVISION_COOKIE } from './cookies';
import {
  summaryOnlyKeys,
  type ConsentDialogMessages,
  type ConsentMessages,
  type ConsentSummaryMessages,
} from './messages';
import {
  ACTION_ATTRIBUTE,
  EARLY_INERT_ATTRIBUTE,
  GPC_ATTRIBUTE,
  PENDING_ATTRIBUTE,
  PROMPT_ATTRIBUTE,
  READY_ATTRIBUTE,
  SUMMARY_ID,
  SUMMARY_TITLE_ID,
} from './pageMarkers';
import { categoryMarkers, consentCookieName, CONSENT_COOKIE_VALUE, essentialKeys } from './services';

/**
 * The dialog's summary as static HTML, painted with the page (build time only: both apps put
 * it into every page's HTML; no client chunk imports this file).
 *
 * - `consentSummaryHtml` is the element both apps place as a child of <body>. It is `hidden`, so
 *   without JavaScript it never shows (no choice could be stored then, and nothing optional
 *   loads anyway).
 * - `consentHeadScript` is the inline script for <head> (allowed by its CSP hash like every
 *   inline script): before first paint it reads the essential consent cookies and sets
 *   `data-consent="ask"|"changed"` (and `data-consent-gpc` under Global Privacy Control) on
 *   <html>; styles.css then shows the summary in the first frame. A returning visitor's page
 *   never gets the attribute, so the dialog never shows, not even for one frame. A summary
 *   button pressed before the layer's script runs is noted (`data-consent-pending`) and carried
 *   out by ConsentRoot when it attaches.
 * - ConsentRoot attaches to the element once the layer's script runs (ConsentDialog.tsx
 *   `showSummary`), so the summary is not shipped a second time as JavaScript.
 */

/** The summary's buttons, by the DialogEvent each one dispatches. */
export const summaryActions = ['rejectOptional', 'acceptAll', 'showSettings'] as const;
export type SummaryAction = (typeof summaryActions)[number];

export interface SummaryLinks {
  partners: string;
  privacy: string;
  imprint: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The summary's inner markup (the web app renders it into its own host element). */
function consentSummaryInnerHtml(m: ConsentSummaryMessages, links: SummaryLinks): string {
  const e = escapeHtml;
  const button = (action: SummaryAction, className: string, label: string) =>
    `<button type="button" class="${className}" ${ACTION_ATTRIBUTE}="${action}">${e(label)}</button>`;
  return (
    `<div class="consent-backdrop"><div class="consent-dialog" role="dialog" aria-modal="true" aria-labelledby="${SUMMARY_TITLE_ID}">` +
    `<h2 id="${SUMMARY_TITLE_ID}" tabindex="-1" class="consent-title">${e(m.title)}</h2>` +
    `<p class="consent-note consent-note-gpc">${e(m.gpcNotice)}</p>` +
    `<p class="consent-note consent-note-changed">${e(m.revisionNotice)}</p>` +
    `<p>${e(m.intro)}</p>` +
    `<div class="consent-actions">${button('rejectOptional', 'consent-button', m.rejectOptional)}${button('acceptAll', 'consent-button', m.acceptAll)}</div>` +
    button('showSettings', 'consent-link', m.showSettings) +
    `<nav class="consent-links" aria-label="${e(m.links)}">` +
    `<a href="${e(links.partners)}">${e(m.partners)}</a><a href="${e(links.privacy)}">${e(m.privacy)}</a><a href="${e(links.imprint)}">${e(m.imprint)}</a>` +
    `</nav></div></div>`
  );
}

/** The whole host element, for pages written as HTML (the registration app's index.html). */
export function consentSummaryHtml(m: ConsentSummaryMessages, links: SummaryLinks): string {
  return `<div id="${SUMMARY_ID}" class="consent-summary" hidden>${consentSummaryInnerHtml(m, links)}</div>`;
}

/**
 * The head script's part that makes the summary modal before the layer's script runs (§4): the
 * page behind inert once it is parsed (marked EARLY_INERT_ATTRIBUTE, which the layer's modal code
 * takes over), Tab and Shift+Tab wrapping inside the summary, Escape ignored; all only while a
 * decision is asked for (the prompt attribute, removed when the summary leaves). The layer's own
 * trap (modal.ts trapKeys) does the same once it runs, so the two agree on every key.
 */
const modalBeforeScripts =
  `var g=function(){return d.hasAttribute("${PROMPT_ATTRIBUTE}")&&document.getElementById("${SUMMARY_ID}")};` +
  `document.addEventListener("DOMContentLoaded",function(){var s=g();s&&[].forEach.call(document.body.children,function(e){` +
  `if(e!==s&&!e.hasAttribute("inert")){e.setAttribute("inert","");e.setAttribute("${EARLY_INERT_ATTRIBUTE}","")}})});` +
  `document.addEventListener("keydown",function(e){var s=g();if(!s)return;if(e.key==="Escape")return e.preventDefault();` +
  `if(e.key!=="Tab")return;var f=s.querySelectorAll("a[href],button:not([disabled])"),x=f[0],y=f[f.length-1],t=document.activeElement,i=s.contains(t);` +
  `if(x&&(e.shiftKey?!i||t===x:!i||t===y)){e.preventDefault();(e.shiftKey?y:x).focus()}},true);`;

/**
 * The head script for policy revision `revision`. Decides exactly as `consentPrompt` in
 * cookies.ts (a legacy ESSENTIAL_USER_CONSENT=true counts as a complete choice: ConsentRoot
 * migrates it before asking); staticDialog.test.ts runs both over the same cookie jars.
 */
export function consentHeadScript(revision: number): string {
  const isTrue = (name: string) => `t(${JSON.stringify(name)})`;
  const legacy = categoryMarkers.find((marker) => marker.category === 'essential')!.cookie.name;
  const complete = `${isTrue(legacy)}||${essentialKeys.map((key) => isTrue(consentCookieName(key))).join('&&')}`;
  return (
    `(function(d){var c="; "+document.cookie+";";` +
    `function t(n){return c.indexOf("; "+n+"=${CONSENT_COOKIE_VALUE};")>=0}` +
    `var r=/; ${CONSENT_REVISION_COOKIE}=([1-9]\\d*);/.exec(c),` +
    `a=!(${complete})?"ask":(r?+r[1]:1)<${revision}?"changed":"";` +
    `if(a){d.setAttribute("${PROMPT_ATTRIBUTE}",a);` +
    `if(navigator.globalPrivacyControl===true)d.setAttribute("${GPC_ATTRIBUTE}","");` +
    `document.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("[${ACTION_ATTRIBUTE}]");` +
    `if(b&&!d.hasAttribute("${READY_ATTRIBUTE}"))d.setAttribute("${PENDING_ATTRIBUTE}",b.getAttribute("${ACTION_ATTRIBUTE}"))});` +
    modalBeforeScripts +
    `}})(document.documentElement)`
  );
}

/**
 * The Consent namespace without what only the summary (in the HTML) and the embeds read: what an
 * app hands the dialog's script, so the summary's texts do not ship twice.
 */
export function consentSettingsTexts(messages: Omit<ConsentMessages, 'embed'> & { embed?: unknown }): ConsentDialogMessages {
  const omitted = new Set<string>([...summaryOnlyKeys, 'embed']);
  return Object.fromEntries(Object.entries(messages).filter(([key]) => !omitted.has(key))) as ConsentDialogMessages;
}

/**
 * What a page hands the consent layer, from the Consent catalogue and where the app's legal
 * pages are: the links, the summary's markup for the HTML, and the settings' texts for the
 * script. Every place that mounts the layer builds these the same way through this.
 */
export function consentPageParts(
  messages: ConsentMessages,
  links: SummaryLinks,
): { links: SummaryLinks; summaryHtml: string; settingsTexts: ConsentDialogMessages } {
  return { links, summaryHtml: consentSummaryInnerHtml(messages, links), settingsTexts: consentSettingsTexts(messages) };
}
