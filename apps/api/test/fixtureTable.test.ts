import { describe, expect, it } from 'vitest';
import readme from '../README.md?raw';
import { fixtureTable, withFixtureTable } from '../scripts/fixtureTable';
import { fixtureLinks } from '../scripts/fixtures';

describe("the README's fixture links", () => {
  it('are the table `docs:write` writes from scripts/fixtures.ts', () => {
    expect(readme).toBe(withFixtureTable(readme));
  });

  it('list every link the seed writes, once', () => {
    const tokens = [...fixtureTable().matchAll(/^\| `([^`]+)` \|/gm)].map((match) => match[1]);
    expect(tokens).toEqual(fixtureLinks.map(([token]) => token));
  });
});
