const preset = require('@site/jest-presets/jsdom.cjs');

module.exports = {
  ...preset,
  moduleNameMapper: { '\\.css$': '<rootDir>/jest.styleMock.cjs', '^@/(.*)$': '<rootDir>/src/$1' },
};
