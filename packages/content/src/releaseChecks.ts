import type { SiteContent } from './types';

/**
 * What content must hold before it is published, though an editor may save it without: checked
 * by a production build (`DEPLOY_ENV=production`, as @site/config's production check refuses
 * placeholders in the configuration), in every locale the build loads.
 */
export function releaseProblems(content: SiteContent): string[] {
  const problems: string[] = [];
  const { fund, locale } = content;
  if (!fund.keyInformation) {
    problems.push(
      `fund '${fund.id}' (content type 'fund', field 'keyInformationDocument', locale '${locale}'): no key information document in this language; ` +
        "link the fund company's PDF and give its date and version",
    );
  }
  return problems;
}

/** Content a release cannot publish; the message lists every problem, each with its entry and field. */
export class ReleaseContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`DEPLOY_ENV=production: the content is not ready for a release (${problems.length}):\n${problems.map((p) => `- ${p}`).join('\n')}`);
    this.name = 'ReleaseContentError';
  }
}

/** Throws a ReleaseContentError when content lacks what a release needs. */
export function assertReleaseContent(content: SiteContent): SiteContent {
  const problems = releaseProblems(content);
  if (problems.length > 0) throw new ReleaseContentError(problems);
  return content;
}
