import { readFileSync } from 'node:fs';
import type { ContentfulExport } from '../exportFormat';
import { bundledExportFile } from '../paths';
import { scaleExport } from './scaleExport';

const data = JSON.parse(readFileSync(bundledExportFile(), 'utf8')) as ContentfulExport;
const count = (d: ContentfulExport, type: string) => d.entries.filter((e) => e.sys.contentType.sys.id === type).length;

describe('scaleExport', () => {
  it('multiplies articles, jobs and companies by the factor and keeps everything else', () => {
    const big = scaleExport(data, 5);
    expect(count(big, 'magazineArticle')).toBe(count(data, 'magazineArticle') * 5);
    expect(count(big, 'job')).toBe(12 * 5);
    expect(count(big, 'company')).toBe(40 * 5);
    expect(count(big, 'fund')).toBe(1);
    expect(big.assets).toHaveLength(data.assets.length);
  });

  it('gives copies unique ids and slugs', () => {
    const big = scaleExport(data, 3);
    expect(new Set(big.entries.map((e) => e.sys.id)).size).toBe(big.entries.length);
    const slugs = big.entries.filter((e) => e.sys.contentType.sys.id === 'job').map((e) => e.fields.slug?.['en-EU']);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("splits a company's weight among its copies, so the companies still add up to the fund's share in them", () => {
    const weights = (d: ContentfulExport) =>
      d.entries.filter((e) => e.sys.contentType.sys.id === 'company').reduce((sum, e) => sum + Number(e.fields.portfolioWeight?.['en-EU']), 0);
    expect(weights(scaleExport(data, 20))).toBeCloseTo(weights(data), 6);
  });

  it('rejects a factor below 1', () => {
    expect(() => scaleExport(data, 0)).toThrow('--factor must be a whole number of at least 1, got 0.');
  });
});
