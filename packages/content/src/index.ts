export * from './types';
export * from './budgetCases';
export * from './figures';
export * from './fees';
export { getContent, isContentPreview } from './loadContent';
export { pageSectionImage } from './pageSections';
