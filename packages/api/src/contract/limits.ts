/** Largest body any call takes (the biggest real one, a registration, is under 1 KB). */
export const maxBodyBytes = 16 * 1024;

/** The same, as the texts say it. */
export const maxBodySize = `${maxBodyBytes / 1024} KB`;
