import { isContentPreview } from '@site/content';

/**
 * An editor preview build (CONTENTFUL_PREVIEW=1, README: "Editor preview"): drafts included, so
 * every page is noindex, the sitemap is empty, robots.txt disallows all and a bar says so.
 * Server-side only: it reads the build's environment.
 */
export const isPreviewBuild = isContentPreview(process.env);
