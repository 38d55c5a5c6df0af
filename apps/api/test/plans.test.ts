import { describe, expect, it } from 'vitest';
import exportJson from '../../../packages/content/data/export.json?raw';
import { planSlugs } from '../src/generated/plans';
import { knownPlan } from '../src/rules/plans';

interface Entry {
  sys: { contentType: { sys: { id: string } } };
  fields: { slug?: Record<string, string> };
}

describe('the plans a registration may name', () => {
  it('are the slugs of the bundled content (run `pnpm --filter @site/api-worker plans` after changing them)', () => {
    const entries = (JSON.parse(exportJson) as { entries: Entry[] }).entries;
    const slugs = entries.filter((e) => e.sys.contentType.sys.id === 'accountPlan').flatMap((e) => Object.values(e.fields.slug ?? {}));
    expect([...planSlugs].sort()).toEqual([...new Set(slugs)].sort());
  });

  it('keeps a known plan and drops anything else', () => {
    expect(knownPlan('impact', ['basic', 'impact'])).toBe('impact');
    expect(knownPlan('Impact', ['basic', 'impact'])).toBeNull();
    expect(knownPlan(undefined, ['basic'])).toBeNull();
  });
});
