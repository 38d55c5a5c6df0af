export { documentTexts, type Document, type DocumentBlock } from './blocks';
export { drawDocument } from './draw';
export {
  contentWidth,
  drawFacts,
  drawPdf,
  drawRule,
  ensureRoom,
  fontsourceFonts,
  page,
  tagged,
  type Doc,
  type DocumentFonts,
  type Ink,
  type PdfDescription,
  type Struct,
} from './pdf';
