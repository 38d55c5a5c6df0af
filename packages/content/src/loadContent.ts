import path from 'node:path';
import { contentPlaceholders, isProductionBuild, type Env } from '@site/config';
import type { Locale } from '@site/i18n';
import type { RawContent } from './exportFormat';
import { processImages } from './images/processImages';
import type { ImageMeta } from './images/imageMeta';
import { mapContent } from './mapper/mapContent';
import type { ContentPlaceholders } from './mapper/fillBrand';
import { bundledAssetsDir, bundledExportFile, contentPackageDir } from './paths';
import { loadFromDelivery } from './sources/deliverySource';
import { loadFromFile } from './sources/fileSource';
import { clearReviewFeedCache, loadReviewFeed, reviewSourceFromEnv, reviewsFromFeed, type ReviewSource } from './sources/reviewSource';
import type { SiteContent } from './types';
import { assertReleaseContent, contentGaps } from './releaseChecks';

/** Where content comes from, read from the environment (packages/content/README.md, "Where content comes from"). */
export type ContentSource =
  | { kind: 'file'; file: string }
  | {
      kind: 'delivery';
      space: string;
      accessToken: string;
      environment: string;
      host: string;
      insecure: boolean;
      /** Read through the Preview API: drafts and unpublished changes included. */
      preview: boolean;
    };

/** CONTENTFUL_PREVIEW=1: an editor preview build (docs/deploying.md, "Editor preview"). */
export function isContentPreview(env: Env): boolean {
  return env.CONTENTFUL_PREVIEW?.trim() === '1';
}

export function contentSourceFromEnv(env: Env): ContentSource {
  const space = env.CONTENTFUL_SPACE_ID?.trim();
  const preview = isContentPreview(env);
  const accessToken = (preview ? env.CONTENTFUL_PREVIEW_TOKEN : env.CONTENTFUL_ACCESS_TOKEN)?.trim();
  if (space && accessToken) {
    const rawHost = env.CONTENTFUL_HOST?.trim() || (preview ? 'preview.contentful.com' : 'cdn.contentful.com');
    return {
      kind: 'delivery',
      space,
      accessToken,
      environment: env.CONTENTFUL_ENVIRONMENT?.trim() || 'master',
      host: rawHost.replace(/^https?:\/\//, '').replace(/\/+$/, ''),
      insecure: rawHost.startsWith('http://'),
      preview,
    };
  }
  if (preview) {
    throw new Error('CONTENTFUL_PREVIEW=1 reads the Preview API: set CONTENTFUL_SPACE_ID and CONTENTFUL_PREVIEW_TOKEN.');
  }
  if (space || accessToken) {
    throw new Error('Set both CONTENTFUL_SPACE_ID and CONTENTFUL_ACCESS_TOKEN to read from Contentful, or neither to use the bundled export.');
  }
  const file = env.CONTENT_EXPORT_FILE?.trim();
  return { kind: 'file', file: file ? path.resolve(file) : bundledExportFile() };
}

export interface LoadContentOptions {
  locale: Locale;
  /** Defaults to process.env. */
  env?: Env;
  /** The names filled into `{brand}`, `{partnerBank}`, …; defaults to `contentPlaceholders(env)`. */
  placeholders?: ContentPlaceholders;
  /** Public URL prefix of the generated images; default '/media' (env MEDIA_BASE_PATH). */
  mediaBase?: string;
}

export interface LoadedRaw {
  raw: RawContent;
  images: Map<string, ImageMeta>;
}

const rawCache = new Map<string, Promise<LoadedRaw>>();
const contentCache = new Map<string, Promise<SiteContent>>();

export function sourceKey(source: ContentSource): string {
  return source.kind === 'file'
    ? `file:${source.file}`
    : `${source.preview ? 'preview' : 'delivery'}:${source.host}/${source.space}/${source.environment}`;
}

/** Raw entries and assets plus image metadata, fetched once per build process and source. */
export function loadRaw(source: ContentSource, mediaBase: string): Promise<LoadedRaw> {
  const key = `${sourceKey(source)}|${mediaBase}`;
  let pending = rawCache.get(key);
  if (!pending) {
    pending = (async () => {
      const raw =
        source.kind === 'file'
          ? await loadFromFile(source.file)
          : await loadFromDelivery({
              space: source.space,
              accessToken: source.accessToken,
              environment: source.environment,
              host: source.host,
              insecure: source.insecure,
            });
      const images = await processImages(raw.assets, {
        mediaBase,
        assetsDir: bundledAssetsDir(),
        cacheDir: path.join(contentPackageDir(), 'node_modules', '.cache', 'site-content-assets'),
      });
      return { raw, images };
    })();
    pending.catch(() => rawCache.delete(key));
    rawCache.set(key, pending);
  }
  return pending;
}

/**
 * All content of the site in one locale, as typed domain objects. Reads the bundled export unless
 * CONTENTFUL_SPACE_ID and CONTENTFUL_ACCESS_TOKEN are set; the result is cached per process.
 * Throws a ContentError naming entry, content type, field and locale when content is broken, and
 * with DEPLOY_ENV=production a ReleaseContentError listing every gap a release must not publish
 * (releaseChecks.ts: a plan without its fees, a fund without its key information document).
 */
export function loadContent(options: LoadContentOptions): Promise<SiteContent> {
  const env = options.env ?? process.env;
  const source = contentSourceFromEnv(env);
  const placeholders = options.placeholders ?? contentPlaceholders(env);
  const mediaBase = options.mediaBase ?? (env.MEDIA_BASE_PATH?.trim() || '/media');
  const reviewSource = reviewSourceFromEnv(env);
  const reviewKey = reviewSource.kind === 'http' ? reviewSource.url : 'content';
  const release = isProductionBuild(env);
  const key = `${sourceKey(source)}|${mediaBase}|${options.locale}|${JSON.stringify(placeholders)}|${reviewKey}|${release}`;
  let pending = contentCache.get(key);
  if (!pending) {
    pending = loadRaw(source, mediaBase)
      .then(({ raw, images }) => mapContent(raw, { locale: options.locale, images, placeholders, mediaBase }))
      .then((content) => {
        // A release also needs what an editor may leave out while editing (releaseChecks.ts).
        assertReleaseContent(contentGaps(content), env);
        return withReviewSource(content, reviewSource);
      });
    pending.catch(() => contentCache.delete(key));
    contentCache.set(key, pending);
  }
  return pending;
}

/** Replaces the content's reviews with the review service's when REVIEWS_URL is set. */
async function withReviewSource(content: SiteContent, source: ReviewSource): Promise<SiteContent> {
  if (source.kind === 'content') return content;
  const { reviews, summary } = reviewsFromFeed(await loadReviewFeed(source), content.locale, content.reviewSummary.source);
  return { ...content, reviews, reviewSummary: summary };
}

/** Shorthand for pages: `await getContent('de-DE')`. */
export function getContent(locale: Locale): Promise<SiteContent> {
  return loadContent({ locale });
}

/** Forgets cached content (tests, or a long-running dev server after a publish). */
export function clearContentCache(): void {
  rawCache.clear();
  contentCache.clear();
  clearReviewFeedCache();
}
