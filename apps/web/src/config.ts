import { readSiteConfig } from '@site/config';

/** The site's configuration, read once at build time (README: configuration table). */
export const siteConfig = readSiteConfig(process.env);
