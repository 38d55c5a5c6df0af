import { readFileSync } from 'node:fs';
import type { ContentfulExport } from './exportFormat';
import { bundledExportFile } from './paths';
import { loadAccountPlanNames, mapAccountPlanNames } from './accountPlanNames';

const data = JSON.parse(readFileSync(bundledExportFile(), 'utf8')) as ContentfulExport;
const placeholders = { brand: 'Moosbank' };

describe("the registration app's plan names", () => {
  it('are each plan’s slug and name, in the content’s order, per locale', () => {
    const expected = [
      { slug: 'basic', name: 'Basic' },
      { slug: 'impact', name: 'Impact' },
      { slug: 'impact-plus', name: 'Impact Plus' },
    ];
    expect(mapAccountPlanNames(data, 'en-EU', placeholders)).toEqual(expected);
    expect(mapAccountPlanNames(data, 'de-DE', placeholders)).toEqual(expected);
  });

  it('fill the brand into a name', () => {
    const entries = data.entries.map((e) =>
      e.sys.id === data.entries.find((x) => x.sys.contentType.sys.id === 'accountPlan')!.sys.id
        ? { ...e, fields: { ...e.fields, name: { 'en-EU': '{brand} Basic' } } }
        : e,
    );
    expect(mapAccountPlanNames({ entries, assets: data.assets }, 'de-DE', placeholders)[0]!.name).toBe('Moosbank Basic');
  });

  it('are read from the configured source', async () => {
    const plans = await loadAccountPlanNames(['de-DE', 'en-EU'], {});
    expect(plans['de-DE'].map((p) => p.slug)).toEqual(['basic', 'impact', 'impact-plus']);
  });
});
