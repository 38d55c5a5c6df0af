import type { ConsentCategory, ServiceKey } from './services';

interface NameAndDescription {
  name: string;
  description: string;
}

/**
 * The `Consent` namespace of @site/i18n (messages/<locale>/Consent.json), brand already filled
 * in. Apps pass it as a prop, so the dialog needs no i18n runtime and works in both apps.
 */
export interface ConsentMessages {
  title: string;
  intro: string;
  /** Shown above the intro when the browser sends Global Privacy Control. */
  gpcNotice: string;
  /** Shown above the intro when the stored choice is from an older policy revision. */
  revisionNotice: string;
  acceptAll: string;
  rejectOptional: string;
  showSettings: string;
  settingsTitle: string;
  settingsIntro: string;
  acceptSelected: string;
  /** Settings: `{id}` and `{date}` of the stored choice's consent record. */
  consentId: string;
  alwaysOn: string;
  categoryToggle: string;
  thirdParty: string;
  cookieName: string;
  links: string;
  partners: string;
  privacy: string;
  imprint: string;
  loading: string;
  categories: Record<ConsentCategory, NameAndDescription>;
  services: Record<ServiceKey, NameAndDescription>;
  embed: { loadVideo: string; loadPodcast: string; notice: string };
}

/** The summary's texts: they are in the page's HTML (staticDialog.ts), never in a script. */
export const summaryOnlyKeys = ['title', 'intro', 'gpcNotice', 'revisionNotice', 'showSettings'] as const;
export type ConsentSummaryMessages = Pick<
  ConsentMessages,
  (typeof summaryOnlyKeys)[number] | 'rejectOptional' | 'acceptAll' | 'links' | 'partners' | 'privacy' | 'imprint'
>;

/**
 * What the dialog's script reads (the settings): everything but the summary-only texts and the
 * embed texts (an app without embeds leaves them out).
 */
export type ConsentDialogMessages = Omit<ConsentMessages, 'embed' | (typeof summaryOnlyKeys)[number]>;

/** Fills `{name}` placeholders; the catalogue texts use no other ICU syntax. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}
