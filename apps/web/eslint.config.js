import base from '@site/eslint-config';

export default [
  ...base,
  {
    // src/config.ts reads the environment once, typed and validated; everything else imports it
    // (the browser gets its part compiled in by next.config.ts: src/buildConstants.d.ts).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from @/config (src/config.ts), the one module that reads process.env.' },
      ],
    },
  },
];
