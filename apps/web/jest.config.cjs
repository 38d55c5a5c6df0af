const preset = require('@site/jest-presets/jsdom.cjs');

module.exports = {
  ...preset,
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
};
