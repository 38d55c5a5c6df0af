// Prints `NAME=value` lines for $GITHUB_ENV: every repository variable named
// CONSENT_<KEY>_ID or CONSENT_<KEY>_HOST, from the JSON of `vars` in $VARS. A vendor is one entry
// of the registry (packages/vendors/src/vendors.ts); with this, the deploy workflow passes its
// id and host without listing them, so adding a vendor does not touch the workflow.
// Other CONSENT_* settings (Bugsnag, attribution, policy revision) are passed by name.
// `--hosts-only` (the editor preview) passes the hosts and no id, so no vendor is ever loaded.
const vars = JSON.parse(process.env.VARS || '{}');
const suffix = process.argv.includes('--hosts-only') ? 'HOST' : '(ID|HOST)';
const vendorVariable = new RegExp(`^CONSENT_[A-Z0-9_]+_${suffix}$`);
for (const [name, value] of Object.entries(vars)) {
  if (!vendorVariable.test(name) || /^CONSENT_(BUGSNAG|ATTRIBUTION)_/.test(name)) continue;
  const text = String(value);
  // $GITHUB_ENV takes one line per variable; a value with a line break is refused, not cut.
  if (/[\r\n]/.test(text)) {
    console.error(`${name}: a line break in the value`);
    process.exit(1);
  }
  console.log(`${name}=${text}`);
}
