import { bugsnagEndpoints, defaultVendorHosts, vendorKeys } from '@site/vendors';
import { readBugsnagEndpoints, readVendorHosts } from './vendorHosts';

describe('readVendorHosts', () => {
  it("is every vendor's registry host unless CONSENT_<KEY>_HOST says otherwise", () => {
    const hosts = readVendorHosts({ CONSENT_ADJUST_HOST: ' https://adjust.proxy.example/ ', CONSENT_CLOUDFLARE_HOST: '  ' });
    expect(Object.keys(hosts)).toEqual([...vendorKeys]);
    expect(hosts.ADJUST).toBe('https://adjust.proxy.example');
    expect(hosts.CLOUDFLARE).toBe(defaultVendorHosts.CLOUDFLARE);
  });

  it('stops on a host that is not an http(s) URL, naming the variable', () => {
    expect(() => readVendorHosts({ CONSENT_ADJUST_HOST: 'ftp://x.example' })).toThrow(
      "CONSENT_ADJUST_HOST must be an absolute http(s) URL, got 'ftp://x.example'.",
    );
  });
});

describe('readBugsnagEndpoints', () => {
  it("is Bugsnag's own endpoints unless CONSENT_BUGSNAG_*_ENDPOINT say otherwise", () => {
    expect(readBugsnagEndpoints({})).toEqual(bugsnagEndpoints);
    expect(readBugsnagEndpoints({ CONSENT_BUGSNAG_SESSIONS_ENDPOINT: 'https://s.example/' })).toEqual({
      notify: bugsnagEndpoints.notify,
      sessions: 'https://s.example',
    });
  });
});
