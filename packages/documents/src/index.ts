export { documentTexts, type Document, type DocumentBlock } from './blocks';
export { drawDocument, fontsourceFonts, type DocumentFonts } from './draw';
