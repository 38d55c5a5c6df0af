export { RichText } from './RichText';
export type { RichTextProps } from './RichText';
export { Picture, blurredPlaceholder } from './Picture';
export type { PictureProps } from './Picture';
