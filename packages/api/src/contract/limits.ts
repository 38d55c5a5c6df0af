import { maxBodyBytes, maxDrainBytes } from './requestRules.mjs';

/** Largest body any call takes: requestRules.mjs, which the local static server reads too. */
export { maxBodyBytes, maxDrainBytes };

/** The same, as the texts say it. */
export const maxBodySize = `${maxBodyBytes / 1024} KB`;
