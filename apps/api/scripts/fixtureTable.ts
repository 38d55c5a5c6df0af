// The fixture links' table in apps/api/README.md, written from scripts/fixtures.ts by
// `pnpm --filter @site/api-worker docs:write`; test/fixtureTable.test.ts fails when the README's
// differs. No Node API here: the Worker tests import it.
import { linkValidityDays } from '@site/validation';
import { fixtureLinks } from './fixtures';

export const fixtureTableMarkers = {
  begin: '<!-- BEGIN fixture links: written by `pnpm --filter @site/api-worker docs:write` from scripts/fixtures.ts -->',
  end: '<!-- END fixture links -->',
};

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/** One row a fixture link: its token (the page's fragment), kind, holder, age and what else is set. */
export function fixtureTable(): string {
  const rows = fixtureLinks.map(([token, kind, holder, age, extra = {}]) => {
    const notes = [
      age > linkValidityDays[kind] ? `expired (valid ${days(linkValidityDays[kind])})` : '',
      extra.used ? 'used' : '',
      extra.referralCode ? `code ${extra.referralCode}` : '',
      extra.psd2 ? `PSD2 ${extra.psd2.status}${extra.psd2.appUrl ? `, app URL \`${extra.psd2.appUrl.replace(/\|/g, '\\|')}\`` : ''}` : '',
      extra.reference?.startsWith('auto-release') ? 'the core stub releases it a few seconds after the page first asks' : '',
    ].filter(Boolean);
    return `| \`${token}\` | ${kind} | ${holder} | ${age} | ${notes.join('; ') || '–'} |`;
  });
  return ['| token | kind | holder | age (days) | state |', '|---|---|---|---|---|', ...rows].join('\n');
}

/** `readme` with its fixture table as fixtureTable() writes it. */
export function withFixtureTable(readme: string): string {
  const start = readme.indexOf(fixtureTableMarkers.begin);
  const stop = readme.indexOf(fixtureTableMarkers.end);
  if (start < 0 || stop < start) throw new Error('apps/api/README.md: no fixture links markers');
  return `${readme.slice(0, start + fixtureTableMarkers.begin.length)}\n${fixtureTable()}\n${readme.slice(stop)}`;
}
