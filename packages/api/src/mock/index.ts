/** The local API mock (MSW 2). Never import this from production code paths: see README.md. */
export { createHandlers } from './handlers';
export type { MockOptions } from './handlers';
export { createMockState } from './state';
export type { MockState, LinkState } from './state';
export { parseLinkHash } from './linkHash';
export { accountHolders, magicWords, psd2PendingPolls } from './fixtures';
