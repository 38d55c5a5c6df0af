// Shared Jest preset for packages without a DOM. SWC transpiles TypeScript and JSX;
// ESM-only dependencies (next-intl, use-intl, intl-messageformat, @formatjs, nanoid, ...) are
// transpiled too, because Jest on Node 20 cannot load them natively. pnpm nests them under
// node_modules/.pnpm/<name>@<version>/node_modules/<name>, so both shapes are matched.
const esmOnly = [
  'next-intl',
  'use-intl',
  'intl-messageformat',
  '@formatjs',
  'nanoid',
  'js-cookie',
  '@internationalized',
  '@schummar',
  'uuid',
  'fast-check',
  'pure-rand',
  'icu-minify',
  'qrcode',
  'embla-carousel',
  'embla-carousel-react',
  'feed',
  'unpdf',
];
const pattern = esmOnly.join('|');

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  // A hang guard, not a speed check: turbo runs every package's tests at once on 2 cores.
  testTimeout: 30_000,
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // A path is left untransformed only when its first node_modules segment is not one of these.
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${pattern}))`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'jsx', 'json'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/scripts/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/dist/', '/out/', '/.next/'],
  // The default output, and each test's duration for the test command's slowest-tests list.
  reporters: ['default', require.resolve('./timesReporter.cjs')],
};
