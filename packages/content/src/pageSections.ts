import type { ContentImage, SiteContent } from './types';

/** The picture an editor gave a page section (e.g. 'home.hero'), if any: pages show it when present. */
export function pageSectionImage(content: Pick<SiteContent, 'pageSections'>, key: string): ContentImage | undefined {
  return content.pageSections.find((section) => section.key === key)?.image;
}
