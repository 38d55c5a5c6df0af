/**
 * The random ids of the consent layer: the consent id of a visitor's choices and the WSID cookie
 * (SPEC §9: a 21-character random id), made by nanoid's default alphabet (A–Z, a–z, 0–9, _ and -).
 */
export const RANDOM_ID_LENGTH = 21;
export const randomIdPattern = /^[A-Za-z0-9_-]{21}$/;
