import { readConsentConfig } from './config';
import { consentCookieTable } from './services';
import { clearVendorData } from './choiceClearing';
import { loadVendors, resetLoaderForTests } from './loader';
import { vendorKeys, vendors, type ServiceKey, type Vendor } from '@site/vendors';

// What the registry's entries turn into, checked for every entry rather than for a list, so a
// new vendor is covered by adding it.
const everyId = Object.fromEntries(vendorKeys.map((key) => [`CONSENT_${key}_ID`, `id-${key}`]));
const allKeys = Object.keys(vendors) as ServiceKey[];

describe('the vendor registry', () => {
  beforeEach(() => {
    resetLoaderForTests();
    document.head.innerHTML = '';
    globalThis.fetch = jest.fn(() => Promise.resolve({ ok: true, json: () => Promise.resolve([]) })) as unknown as typeof fetch;
  });

  it('is what the configuration reads: CONSENT_<KEY>_ID and _HOST for each vendor with a host and a loader', () => {
    const config = readConsentConfig({ ...everyId, CONSENT_ADJUST_HOST: 'https://adjust.example.test' });
    expect(Object.keys(config.vendors).sort()).toEqual(
      allKeys.filter((key) => 'host' in vendors[key] && 'load' in vendors[key]).sort(),
    );
    for (const key of vendorKeys) expect(config.vendors[key].id).toBe(`id-${key}`);
    expect(config.vendors.ADJUST.host).toBe('https://adjust.example.test');
  });

  it("is what the loader loads: each script vendor's script from its host, each API vendor fetched", () => {
    const config = readConsentConfig(everyId);
    loadVendors(config, new Set(allKeys), () => false);
    const scripts = [...document.head.querySelectorAll<HTMLScriptElement>('script[data-consent-service]')];
    const scriptKeys = vendorKeys.filter((key) => 'script' in vendors[key].load);
    expect(scripts.map((s) => s.dataset.consentService)).toEqual(scriptKeys);
    for (const script of scripts) {
      const key = script.dataset.consentService as (typeof vendorKeys)[number];
      expect(script.src.startsWith(`${vendors[key].host}/`)).toBe(true);
    }
    const fetched = (globalThis.fetch as jest.Mock).mock.calls.map(([url]) => new URL(String(url)).origin);
    expect(fetched).toEqual(vendorKeys.filter((key) => 'api' in vendors[key].load).map((key) => vendors[key].host));
  });

  it("is what a withdrawal clears: each vendor's storage prefixes", () => {
    const prefixes = allKeys.flatMap((key) => ((vendors[key] as Vendor).storage ?? []).map((p) => [key, p] as const));
    expect(prefixes.length).toBeGreaterThan(0);
    for (const [key, prefix] of prefixes) {
      localStorage.setItem(`${prefix}probe`, '1');
      localStorage.setItem('kept', '1');
      clearVendorData([key], {});
      expect({ key, cleared: localStorage.getItem(`${prefix}probe`) === null, kept: localStorage.getItem('kept') }).toEqual({
        key,
        cleared: true,
        kept: '1',
      });
    }
  });

  it('is what the cookie table lists: one consent cookie per entry, in its category', () => {
    expect(consentCookieTable().map((row) => [row.service, row.category])).toEqual(
      allKeys.map((key) => [key, vendors[key].category]),
    );
  });
});
