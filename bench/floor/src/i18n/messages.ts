export const locales = ['de-DE', 'en-EU'] as const;
export type Locale = (typeof locales)[number];

export const messages: Record<Locale, { Floor: { title: string; description: string; headline: string } }> = {
  'de-DE': { Floor: { title: 'Boden', description: 'Die kleinste Seite.', headline: 'Hallo' } },
  'en-EU': { Floor: { title: 'Floor', description: 'The smallest page.', headline: 'Hello' } },
};
