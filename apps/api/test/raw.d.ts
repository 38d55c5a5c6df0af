// Vite's ?raw import: the file's text (the contract test reads packages/api/openapi.yaml).
declare module '*?raw' {
  const text: string;
  export default text;
}
