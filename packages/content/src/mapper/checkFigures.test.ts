import type { RawEntry } from '../exportFormat';
import { figureRelations, figures, impactQuantities, unitSizes } from '../figures';
import { clearContentCache, loadContent } from '../loadContent';
import { startDeliveryStub } from '../testing/deliveryStub';
import { bundledData as data, conflictsOf, mapBundled as map } from './figureTesting';

/** The entries with shared (not localized) fields changed: `{ entryId: { field: value } }`. */
function changed(changes: Record<string, Record<string, unknown>>): RawEntry[] {
  return data.entries.map((e) => {
    const fields = changes[e.sys.id];
    if (!fields) return e;
    return { ...e, fields: { ...e.fields, ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { 'en-EU': v }])) } };
  });
}

describe('the figure model', () => {
  it('relates only figures of one quantity', () => {
    for (const { atMost, of } of figureRelations) expect(figures[atMost].quantity).toBe(figures[of].quantity);
  });

  it("reads every impact figure as its metric's quantity, in a unit that quantity allows", () => {
    for (const figure of Object.values(figures)) {
      for (const part of figure.parts) {
        if ('impact' in part && (!('field' in part) || part.field !== 'userCount')) expect(impactQuantities[part.impact]).toBe(figure.quantity);
      }
    }
    for (const metric of map(data.entries).impactMetrics) {
      expect(Object.keys(unitSizes[impactQuantities[metric.key]])).toContain(metric.unit);
    }
  });
});

describe('contradicting figures fail the build, naming the entries', () => {
  it('passes the bundled content', () => {
    expect(conflictsOf(data.entries)).toEqual([]);
  });

  it('refuses a customer balance above the total deposits (the home page of issue 40)', () => {
    const conflicts = conflictsOf(changed({ 'impact-customerBalance': { value: 412_600_000 }, 'impact-totalDeposits': { value: 389_200_000 } }));
    expect(conflicts).toEqual([
      "customerBalance entry 'impact-customerBalance' (content type 'impactMetric', field 'value': 412600000 ROUNDED_EURO_MILLION) " +
        "must be at most totalDeposits entry 'impact-totalDeposits' (content type 'impactMetric', field 'value': 389200000 ROUNDED_EURO_MILLION): " +
        'the balance our customers hold is part of the deposits',
    ]);
  });

  it('refuses more customers holding the balance than customers', () => {
    const [conflict] = conflictsOf(changed({ 'impact-customerBalance': { userCount: 260_000 } }));
    expect(conflict).toContain("customersWithBalance entry 'impact-customerBalance' (content type 'impactMetric', field 'userCount': 260000)");
    expect(conflict).toContain("customerCount entry 'impact-customerCount' (content type 'impactMetric', field 'value': 250000 ROUNDED)");
  });

  it('refuses bonds that add up to more than the deposits, naming each bond', () => {
    const [conflict] = conflictsOf(changed({ 'impact-greenBonds': { value: 300_000_000 } }));
    expect(conflict).toMatch(/^bonds \(the sum of entry 'impact-generalBonds' .*, entry 'impact-greenBonds' .*, entry 'impact-blueBonds' .*, entry 'impact-socialBonds' .*\) must be at most totalDeposits/);
  });

  it('compares areas entered in different units in one unit', () => {
    // The habitat is entered in cm²: 4,960,000,000 cm² is 496,000 m², exactly the restored land here.
    expect(conflictsOf(changed({ 'impact-restorationLand': { value: 496_000 } }))).toEqual([]);
    const [conflict] = conflictsOf(changed({ 'impact-restorationLand': { value: 495_999 } }));
    expect(conflict).toContain("habitat entry 'impact-restorationHabitat' (content type 'impactMetric', field 'value': 4960000000 SQUARE_CENTIMETRE)");
  });

  it("refuses more review entries from the platform than the platform's count", () => {
    const [conflict] = conflictsOf(changed({ 'source-reviews': { ratingCount: 10 } }));
    expect(conflict).toBe(
      "reviewEntries 12 entries of content type 'review' with the source 'Trustpilot' must be at most platformReviews " +
        "entry 'source-reviews' (content type 'figureSource', field 'ratingCount': 10): the reviews shown are some of those the platform counts",
    );
  });

  it('refuses an upcoming round dated before a completed one', () => {
    expect(conflictsOf(changed({ 'crowdinvesting-2026': { date: '2022-01-10' } }))).toEqual([
      "crowdinvestingBanner 'crowdinvesting-2026' (field 'status': upcoming, field 'date': 2022-01-10) is dated before " +
        "'crowdinvesting-2022' (field 'status': completed, field 'date': 2022-05-10): rounds run completed, then ongoing, then upcoming",
    ]);
  });

  it('lists every contradiction at once', () => {
    const entries = changed({ 'impact-customerBalance': { value: 412_600_000, userCount: 260_000 }, 'impact-totalDeposits': { value: 389_200_000 } });
    expect(() => map(entries)).toThrow(/^Content figures disagree \(2\):\n- customersWithBalance .*\n- customerBalance .*/);
  });
});

describe('from Contentful, through the same mapper', () => {
  jest.setTimeout(120_000);

  it('refuses the same contradiction read through the Delivery API', async () => {
    const broken = { ...data, entries: changed({ 'impact-customerBalance': { value: 412_600_000 }, 'impact-totalDeposits': { value: 389_200_000 } }) };
    const stub = await startDeliveryStub(broken, { space: 'figures', accessToken: 'figures-token-0123456789', port: { from: 3200, to: 3299 } });
    try {
      clearContentCache();
      const env = { CONTENTFUL_SPACE_ID: 'figures', CONTENTFUL_ACCESS_TOKEN: 'figures-token-0123456789', CONTENTFUL_HOST: `http://${stub.host}` };
      await expect(loadContent({ locale: 'de-DE', env })).rejects.toThrow(
        /Content figures disagree \(1\):\n- customerBalance entry 'impact-customerBalance' .* must be at most totalDeposits entry 'impact-totalDeposits'/,
      );
    } finally {
      await stub.close();
      clearContentCache();
    }
  });
});
