export * from './locales';
export {
  MISSING_KEY_MESSAGE,
  KEY_IS_OBJECT_MESSAGE,
  createIntlErrorHandling,
  describeIntlError,
  isStrictI18n,
} from './errors';
export type { IntlErrorHandling } from './errors';
export { withBrand } from './brand';
export type { Messages } from './brand';
