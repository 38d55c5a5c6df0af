import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bytesBound, figures, linkBytesPerMs } from './lighthouse.mjs';

const lhr = (hydrated, requests) => ({
  categories: {},
  audits: {
    'user-timings': { details: { items: hydrated == null ? [] : [{ name: 'hydrated', timingType: 'Mark', startTime: hydrated }] } },
    'network-requests': { details: { items: requests } },
  },
});

test('the link rate is the one Lighthouse gives Chromium: 1.6 Mbit/s as bytes per millisecond', () => {
  // floor(1.6 × 1024 Kbit/s × 1024 / 8) bytes per second.
  assert.equal(linkBytesPerMs, 209.715);
});

test('beforeHydrated counts the HTML and scripts that had arrived by the hydrated mark, not pictures or fonts', () => {
  const f = figures(
    lhr(1000, [
      { resourceType: 'Document', networkEndTime: 200, transferSize: 20000 },
      { resourceType: 'Script', networkEndTime: 1000, transferSize: 60000 },
      { resourceType: 'Script', networkEndTime: 1001, transferSize: 50000 },
      { resourceType: 'Script', networkEndTime: 400 },
      { resourceType: 'Font', networkEndTime: 900, transferSize: 48000 },
      { resourceType: 'Image', networkEndTime: 500, transferSize: 30000 },
    ]),
  );
  assert.equal(f.hydrated, 1000);
  assert.equal(f.beforeHydrated, 80000);
  assert.equal(figures(lhr(null, [{ resourceType: 'Script', networkEndTime: 1, transferSize: 5 }])).beforeHydrated, null);
});

test('bytesBound: the floor’s hydrated time plus the link’s time for the bytes beyond the floor’s', () => {
  const floor = { hydrated: 1300, beforeHydrated: 130000 };
  assert.equal(bytesBound({ beforeHydrated: 130000 + 209715 }, floor), 1300 + 1000);
  // Fewer bytes than the floor allow no better than the floor.
  assert.equal(bytesBound({ beforeHydrated: 1000 }, floor), 1300);
  assert.equal(bytesBound({ beforeHydrated: null }, floor), null);
  assert.equal(bytesBound({ beforeHydrated: 1 }, { hydrated: null, beforeHydrated: 1 }), null);
});
