export { default } from '@site/eslint-config';
