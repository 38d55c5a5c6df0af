import { readFileSync } from 'node:fs';
import type { ContentfulExport } from './exportFormat';
import { bundledExportFile } from './paths';
import { loadPlanChoices, mapPlanChoices } from './plans';

const data = JSON.parse(readFileSync(bundledExportFile(), 'utf8')) as ContentfulExport;
const placeholders = { brand: 'Moosbank', partnerBank: 'Beispiel Bank AG', partnerBankSupervisor: 'X', depositGuaranteeScheme: 'Y' };

describe('the plan choices', () => {
  it("are each plan's slug and name, in the plans' order, per locale", () => {
    expect(mapPlanChoices(data, 'en-EU', placeholders)).toEqual([
      { slug: 'basic', name: 'Basic', hasFeeInformation: true },
      { slug: 'impact', name: 'Impact', hasFeeInformation: true },
      { slug: 'impact-plus', name: 'Impact Plus', hasFeeInformation: true },
    ]);
  });

  it('come from the configured source for every locale', async () => {
    const choices = await loadPlanChoices(['de-DE', 'en-EU'], {});
    expect(choices['de-DE'].map((plan) => plan.slug)).toEqual(['basic', 'impact', 'impact-plus']);
  });
});
