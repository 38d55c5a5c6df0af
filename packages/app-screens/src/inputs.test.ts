import { allMessages } from '@site/i18n/web';
import type { Locale } from '@site/i18n';
import { accountScreen, cardScreen, impactScreen, transferScreen, type AppScreenContext } from './inputs';

const config = { brand: 'Kiefer', partnerBank: 'Partner Bank AG' };
const context = (locale: Locale): AppScreenContext => ({ locale, brand: config.brand, messages: allMessages(locale, config) });

/** Every string a screen draws. */
function drawnTexts(input: object): string[] {
  return Object.values(input).flatMap((value): string[] => {
    if (typeof value === 'string') return [value];
    if (Array.isArray(value)) return value.flatMap((item) => (typeof item === 'object' && item ? drawnTexts(item) : []));
    if (value && typeof value === 'object') return drawnTexts(value);
    return [];
  });
}

describe('the screens in both locales', () => {
  const build = (locale: Locale) => [
    accountScreen(context(locale)),
    cardScreen(context(locale), { plan: 'Impact', material: locale === 'de-DE' ? 'Aus recyceltem Kunststoff' : 'Made of recycled plastic' }),
    impactScreen(context(locale), { customers: locale === 'de-DE' ? '250.000+' : '250,000+', trees: locale === 'de-DE' ? '1,3+ Mio.' : '1.3m+' }),
    transferScreen(context(locale)),
  ];

  it("draw the catalogue's texts of their locale, so the two locales' pictures differ", () => {
    const [de, en] = [build('de-DE'), build('en-EU')];
    for (const [i, screen] of de.entries()) {
      const other = en[i]!;
      expect(screen.id).toBe(other.id);
      expect(screen.input).not.toEqual(other.input);
      expect(screen.alt).not.toBe(other.alt);
    }
    expect(drawnTexts(de[0]!.input)).toEqual(expect.arrayContaining(['Hallo Lena', 'Kontostand', '1.240,50\u00a0€', 'Biomarkt']));
    expect(drawnTexts(en[0]!.input)).toEqual(expect.arrayContaining(['Hello, Lena', 'Balance', '€1,240.50', 'Organic market']));
    expect(drawnTexts(de[3]!.input)).toContain('50,00\u00a0€ senden');
    expect(drawnTexts(en[3]!.input)).toContain('Send €50.00');
  });

  it('put the brand from the configuration on the app and the card, never a default', () => {
    for (const screen of build('en-EU')) {
      expect(screen.input.brand).toBe('Kiefer');
      expect(JSON.stringify(screen.input)).not.toContain('Evergreen');
    }
    expect(build('de-DE')[1]!.alt).toContain('Kiefer-App');
  });

  it("say in the alt text what each screen shows, with its figures, in the page's language", () => {
    const [account, card, impact, transfer] = build('en-EU');
    expect(account!.alt).toContain('a balance of €1,240.50');
    expect(account!.alt).toContain('48 trees planted');
    expect(account!.alt).toContain('Organic market -€23.40');
    expect(card!.alt).toContain('Impact debit card (Made of recycled plastic)');
    expect(impact!.alt).toContain('1.3m+ trees planted together with 250,000+ customers');
    expect(impact!.alt).toContain('312\u00a0kg');
    expect(transfer!.alt).toContain('€50.00');
    expect(transfer!.alt).toContain('Jonas Becker');
    const [deAccount, , deImpact] = build('de-DE');
    expect(deAccount!.alt).toMatch(/^Bildschirm der Kiefer-App: das Hauptkonto mit einem Kontostand von 1\.240,50\u00a0€/);
    expect(deImpact!.alt).toContain('1,3+ Mio. Bäume, gemeinsam mit 250.000+ Kundinnen und Kunden');
  });

  it('takes the figures of the bank as a whole from the site, as given', () => {
    const impact = impactScreen(context('en-EU'), { customers: '9,999+', trees: '7.7m+' });
    expect(drawnTexts(impact.input)).toEqual(expect.arrayContaining(['Together with 9,999+ customers', '7.7m+ trees planted']));
    const card = cardScreen(context('en-EU'), { plan: 'Forest', material: 'Made of wood' });
    expect(drawnTexts(card.input)).toEqual(expect.arrayContaining(['Forest', 'Made of wood']));
  });

  it('fails on a missing text rather than drawing its key', () => {
    const messages = allMessages('en-EU', config);
    const broken = { ...messages, AppScreens: { ...(messages.AppScreens as object), transfer: {} } };
    expect(() => transferScreen({ locale: 'en-EU', brand: 'Kiefer', messages: broken })).toThrow(/transfer/);
  });
});
