import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { out } from './builtPages';

// The JSON-LD checks shared by static/structured-data.spec.ts (the data itself, without a
// browser) and structured-data.spec.ts (what the page shows of it, in Chromium).

export type Item = Record<string, unknown> & { '@type': string };

/** Paths of the sitemap (the indexed pages) below `/{locale}/`. */
export function sitemapPaths(locale: string): string[] {
  const xml = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).filter((p) => p.startsWith(`/${locale}/`));
}

/** The JSON-LD blocks of a page, from their text: each must parse (a throw fails the test) and name schema.org. */
export function jsonLdOf(blocks: string[]): Item[] {
  return blocks.map((text) => {
    const data = JSON.parse(text) as Item; // throws on invalid JSON
    expect(data['@context']).toBe('https://schema.org');
    return data;
  });
}

/** Properties Google (or schema.org's use here) needs for each type. */
export const required: Record<string, string[]> = {
  BankOrCreditUnion: ['name', 'url', 'logo', 'sameAs', 'contactPoint', 'makesOffer'],
  BreadcrumbList: ['itemListElement'],
  JobPosting: ['title', 'description', 'datePosted', 'validThrough', 'employmentType', 'hiringOrganization', 'directApply', 'identifier'],
  Article: ['headline', 'image', 'datePublished', 'dateModified', 'author', 'publisher'],
  FAQPage: ['mainEntity'],
  InvestmentFund: ['name', 'identifier', 'url'],
};

export function checkRequired(item: Item, where: string) {
  const props = required[item['@type']];
  expect(props, `${where}: unexpected type ${item['@type']}`).toBeDefined();
  for (const prop of props!) expect(item[prop], `${where}: ${item['@type']}.${prop}`).toBeTruthy();
  if (item['@type'] === 'JobPosting') {
    // A place, or remote work with the countries it is allowed from (Google's two ways).
    const place = Boolean(item.jobLocation) || (item.jobLocationType === 'TELECOMMUTE' && Array.isArray(item.applicantLocationRequirements));
    expect(place, `${where}: JobPosting location`).toBe(true);
  }
}

/** The one item of `type`; fails when there is none or more than one. */
export function oneOfType(items: Item[], type: string): Item {
  const found = items.filter((i) => i['@type'] === type);
  expect(found, type).toHaveLength(1);
  return found[0]!;
}
