const preset = require('@site/jest-presets/jsdom.cjs');

module.exports = {
  ...preset,
  moduleNameMapper: { '\\.css$': '<rootDir>/jest.styleMock.cjs', '^@/(.*)$': '<rootDir>/src/$1' },
  // The constants next.config.ts compiles in (src/buildConstants.d.ts); a test that needs real
  // texts sets its own from browserConstants (src/config.ts).
  globals: {
    __API_BASE_URL__: '/api',
    __API_TIMEOUT_MS__: 15000,
    __CRASH_FALLBACK_HEADLINES__: '{}',
    __CRASH_FALLBACK_DE_DE__: '{}',
    __CRASH_FALLBACK_EN_EU__: '{}',
  },
};
