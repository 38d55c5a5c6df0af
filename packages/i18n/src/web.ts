export { allMessages, pickMessages } from './catalogue';
