// The fixture links a tester types on the system pages (apps/api/README.md lists them): readable
// hashes of the holders of @site/api/fixtures, so every system-page state can be tried against
// the real local API. `age` is in days before the seed.
import type { FixtureLink, HolderId } from '@site/api/fixtures';

/** [token, kind, holder, age in days, extra] */
export const fixtureLinks: [string, FixtureLink['kind'], HolderId, number, Pick<FixtureLink, 'used' | 'referralCode' | 'psd2' | 'reference'>?][] = [
  ['partner-1d-anna', 'partner', 'anna', 1],
  ['partner-1d-ben', 'partner', 'ben', 1],
  ['partner-89d-anna', 'partner', 'anna', 89],
  ['partner-91d-anna', 'partner', 'anna', 91],
  ['partner-1d-anna-used', 'partner', 'anna', 1, { used: true }],
  ['reset-1d-anna', 'reset', 'anna', 1],
  ['reset-1d-ben', 'reset', 'ben', 1],
  ['reset-3d-anna', 'reset', 'anna', 3],
  ['reset-8d-anna', 'reset', 'anna', 8],
  ['reset-1d-anna-used', 'reset', 'anna', 1, { used: true }],
  ['refund-1d-ben', 'refund', 'ben', 1],
  ['refund-1d-anna', 'refund', 'anna', 1],
  ['refund-31d-ben', 'refund', 'ben', 31],
  ['referral-1d-anna', 'referral', 'anna', 1, { referralCode: 'FRIEND-2026' }],
  ['referral-1d-ben', 'referral', 'ben', 1, { referralCode: 'FRIEND-2026' }],
  ['referral-1d-anna-used', 'referral', 'anna', 1, { used: true, referralCode: 'FRIEND-2026' }],
  ['referral-1d-ben-used', 'referral', 'ben', 1, { used: true, referralCode: 'FRIEND-2026' }],
  ['unbind-1d-anna', 'unbind', 'anna', 1],
  ['unbind-1d-ben', 'unbind', 'ben', 1],
  ['verify-1d-anna', 'verify', 'anna', 1],
  ['verify-29d-anna', 'verify', 'anna', 29],
  ['verify-31d-anna', 'verify', 'anna', 31],
  ['verify-400d-anna', 'verify', 'anna', 400],
  ['verify-1d-anna-used', 'verify', 'anna', 1, { used: true }],
  // The local core stub releases these a few seconds after the page first asks (scripts/core-stub.mjs).
  ['psd2-0d-anna', 'psd2', 'anna', 0, { psd2: { status: 'PENDING' }, reference: 'auto-release-psd2-0d-anna' }],
  ['psd2-0d-ben', 'psd2', 'ben', 0, { psd2: { status: 'PENDING' }, reference: 'auto-release-psd2-0d-ben' }],
  ['psd2-2d-anna', 'psd2', 'anna', 2, { psd2: { status: 'PENDING' }, reference: 'auto-release-psd2-2d-anna' }],
  ['psd2-0d-anna-pending', 'psd2', 'anna', 0, { psd2: { status: 'PENDING' } }],
  ['psd2-0d-anna-failed', 'psd2', 'anna', 0, { psd2: { status: 'FAILED' } }],
  ['psd2-0d-anna-phish', 'psd2', 'anna', 0, { psd2: { status: 'PENDING', appUrl: 'https://evil.example/phish' } }],
  [
    'psd2-0d-anna-dataurl',
    'psd2',
    'anna',
    0,
    { psd2: { status: 'PENDING', appUrl: 'data:text/html,<script>alert(document.domain)</script>' } },
  ],
];
