/** A locale's texts, one chunk per locale (vite.config.ts, registrationCatalogues; src/catalogues.ts). */
declare module 'virtual:registration-catalogue/*' {
  const catalogue: import('./catalogues').LocaleCatalogue;
  export default catalogue;
}
