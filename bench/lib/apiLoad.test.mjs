import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { percentile, reconcile, vitalsBeacon } from './apiLoad.mjs';

describe('API load: the field-data beacons', () => {
  const beacons = Array.from({ length: 105 }, (_, n) => vitalsBeacon(n));

  it('spreads the load over page types, locales and device classes, as real visitors would', () => {
    assert.equal(new Set(beacons.map((b) => b.pageType)).size, 7);
    assert.deepEqual([...new Set(beacons.map((b) => b.locale))].sort(), ['de-DE', 'en-EU']);
    assert.deepEqual([...new Set(beacons.map((b) => b.deviceClass))].sort(), ['desktop', 'mobile', 'tablet']);
    assert.ok(new Set(beacons.map((b) => b.metrics.LCP)).size > 50, 'many LCP buckets, not one hot row');
  });

  it('keeps every value within what the API takes and carries no identifier or path', () => {
    for (const b of beacons) {
      for (const [metric, value] of Object.entries(b.metrics)) assert.ok(value >= 0 && value <= (metric === 'CLS' ? 10 : 60_000), `${metric} ${value}`);
      assert.deepEqual(Object.keys(b).sort(), ['buildId', 'deviceClass', 'effectiveType', 'inp', 'lcp', 'locale', 'metrics', 'pageType']);
      assert.doesNotMatch(JSON.stringify(b), /"\/|vit0/);
    }
  });
});

describe('API load: figures', () => {
  it('takes the nearest-rank percentile', () => {
    assert.equal(percentile([], 50), null);
    assert.equal(percentile([1, 2, 3, 4], 50), 2);
    assert.equal(percentile([1, 2, 3, 4], 99), 4);
  });

  it('reconciles accepted ids with what was found', () => {
    assert.deepEqual(reconcile(new Set(['a', 'b', 'c']), ['a', 'a', 'c', 'd']), { found: 3, lost: 1, duplicated: 1, foundButNotAccepted: 1 });
  });
});
