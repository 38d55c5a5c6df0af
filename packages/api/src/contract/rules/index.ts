/** `@site/api/rules`: the contract's pure rules, without zod, for code that must stay light (the content types). */
export * from './links';
export * from './signups';
export * from './vitals';
