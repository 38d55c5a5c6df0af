/**
 * The random ids of the consent layer: the consent id of a visitor's choices and the WSID cookie
 * (SPEC §9: a 21-character random id), made by nanoid's default alphabet (A–Z, a–z, 0–9, _ and -).
 */
export const RANDOM_ID_LENGTH = 21;
/** The id alone, to build a larger pattern from (the CONSENT_ID cookie adds its day). */
export const randomIdSource = `[A-Za-z0-9_-]{${RANDOM_ID_LENGTH}}`;
export const randomIdPattern = new RegExp(`^${randomIdSource}$`);
