import { maxBodyBytes, maxDrainBytes } from './requestRules.mjs';

/** Largest body any call takes: requestRules.mjs, which the local static server reads too. */
export { maxBodyBytes, maxDrainBytes };

/** The same, as the texts say it. */
export const maxBodySize = `${maxBodyBytes / 1024} KB`;

/** A field-data beacon (`POST /v1/vitals`) is a few hundred bytes: a smaller limit than any other body. */
export const maxVitalsBodyBytes = 2048;

/** The largest body a path takes. */
export const maxBodyBytesOf = (path: string) => (path === '/v1/vitals' ? maxVitalsBodyBytes : maxBodyBytes);
