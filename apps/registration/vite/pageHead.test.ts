/** @jest-environment node */
import { defaultSiteConfig } from '@site/config';
import { consentHeadScript } from '@site/consent';
import { registrationMessages } from '@site/i18n/registration';
import { themes } from '@site/theme';
import { pageHead } from './pageHead';

describe('pageHead', () => {
  const config = { ...defaultSiteConfig, brand: 'Moss' };
  const [style, meta, script] = pageHead(config, 3).transformIndexHtml();

  it('puts the theme colours into the page as CSS custom properties', () => {
    expect(style).toMatchObject({ tag: 'style', injectTo: 'head' });
    expect(style!.children).toMatch(/^:root \{ --[\w-]+: /);
  });

  it("gives the footer the site footer's StoneLight colours", () => {
    expect(style!.children).toContain(`[data-theme="StoneLight"] { --color-background: ${themes.StoneLight.background};`);
  });

  it('describes the page with the en-EU headline, brand filled in', () => {
    const headline = (registrationMessages('en-EU', config).RegistrationPage as Record<string, string>).headline;
    expect(meta).toEqual({ tag: 'meta', injectTo: 'head', attrs: { name: 'description', content: headline } });
    expect(headline).toContain('Moss');
  });

  it('decides before first paint whether the consent summary shows, for the configured revision', () => {
    expect(script).toEqual({ tag: 'script', injectTo: 'head', children: consentHeadScript(3) });
    expect(consentHeadScript(3)).not.toEqual(consentHeadScript(1));
  });
});
