/** A locale's texts, one chunk per locale, for the language switcher (vite/catalogueChunks.ts writes them; ./catalogues.ts loads them). */
declare module 'virtual:registration-catalogue/*' {
  const catalogue: import('./catalogues').LocaleCatalogue;
  export default catalogue;
}
