// Writes the fixture links into the LOCAL D1 database (never --remote): `pnpm db:seed`.
// Each run replaces them, fresh (unused, no wrong birthdays, ages counted from now), so a tester
// or a test run starts from the same states. Tokens are stored as SHA-256 like every link.
//   API_PERSIST_TO=<dir>  the local state folder wrangler uses (default .wrangler/state)
import { createHash, randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { accountHolders } from '@site/api/fixtures';
import { fixtureLinks } from './fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const quote = (value: string | number | null | undefined) => (value === null || value === undefined ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`);

export function seedSql(now = Date.now()): string {
  const rows = fixtureLinks.map(([token, kind, holderId, age, extra = {}]) => {
    const holder = accountHolders[holderId];
    const values = [
      randomUUID(),
      sha256(token),
      kind,
      holder.firstName,
      holder.lastName,
      holder.birthday,
      'de-DE',
      now - age * DAY_MS,
      extra.used ? now : null,
      0,
      extra.referralCode ?? null,
      extra.psd2?.status ?? null,
      extra.psd2?.appUrl ?? null,
      // The core's reference, as the events show it: the token's name unless the fixture has its own.
      extra.reference ?? `fixture-${token}`,
      // A reset tells its holder by mail (in MailDev locally) that the password was changed.
      kind === 'reset' ? holder.email : null,
    ];
    return `(${values.map(quote).join(', ')})`;
  });
  const hashes = fixtureLinks.map(([token]) => quote(sha256(token))).join(', ');
  return [
    `DELETE FROM links WHERE token_hash IN (${hashes});`,
    'INSERT INTO links (id, token_hash, kind, holder_first_name, holder_last_name, birthday, locale, created_at, used_at, wrong_birthdays, referral_code, psd2_status, app_url, reference, notify_email) VALUES',
    `${rows.join(',\n')};`,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = mkdtempSync(join(tmpdir(), 'api-seed-'));
  const file = join(dir, 'seed.sql');
  writeFileSync(file, seedSql());
  const args = ['wrangler', 'd1', 'execute', 'DB', '--local', '--file', file];
  if (process.env.API_PERSIST_TO) args.push('--persist-to', process.env.API_PERSIST_TO);
  const result = spawnSync('pnpm', ['exec', ...args], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: 'inherit',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
  });
  rmSync(dir, { recursive: true, force: true });
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log(`seeded ${fixtureLinks.length} fixture links`);
}
