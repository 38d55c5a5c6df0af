export * from './types';
export * from './budgetCases';
export { ContentError } from './ContentError';
export { loadContent, getContent, clearContentCache, contentSourceFromEnv, isContentPreview } from './loadContent';
export type { LoadContentOptions, ContentSource } from './loadContent';
export { mapContent } from './mapper/mapContent';
export type { MapOptions } from './mapper/mapContent';
export type { ContentfulExport, RawContent, RawEntry, RawAsset } from './exportFormat';
export { imageLimits, fitInside } from './images/imageMeta';
export type { ImageMeta } from './images/imageMeta';
export { summarizeReviews } from './reviewSummary';
export { pageSectionImage } from './pageSections';
export {
  reviewSourceFromEnv,
  describeReviewSource,
  fetchReviewFeed,
  reviewsFromFeed,
  reviewFeedSchema,
  ReviewSourceError,
} from './sources/reviewSource';
export type { ReviewSource, ReviewFeed } from './sources/reviewSource';
