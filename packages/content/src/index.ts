export * from './types';
export * from './budgetCases';
export { getContent, isContentPreview } from './loadContent';
export { pageSectionImage } from './pageSections';
