// Every migration in order; `pnpm --filter @site/content export` records them into the export's
// contentTypes, and `contentful space migration migrations/NN-*.cjs` applies them to a space.
module.exports = [
  require('./01-page-section.cjs'),
  require('./02-magazine-article.cjs'),
  require('./03-job-department.cjs'),
  require('./04-contact-person.cjs'),
  require('./05-job.cjs'),
  require('./06-company.cjs'),
  require('./07-fund.cjs'),
  require('./08-impact-metric.cjs'),
  require('./09-bank-category.cjs'),
  require('./10-bank.cjs'),
  require('./11-account-plan.cjs'),
  require('./12-review.cjs'),
  require('./13-crowdinvesting-banner.cjs'),
  require('./14-faq-entry.cjs'),
  require('./15-signup-page.cjs'),
  require('./16-legal-page.cjs'),
  require('./17-budget-advice.cjs'),
  require('./18-media-embed.cjs'),
  require('./19-legal-page-kinds.cjs'),
  require('./20-crowdinvesting-banner-date.cjs'),
];
