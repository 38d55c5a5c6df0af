// Shared Jest preset for React components: the node preset plus jsdom and jest-dom matchers.
const node = require('./node.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...node,
  testEnvironment: require.resolve('jest-environment-jsdom'),
  setupFilesAfterEnv: [require.resolve('./setup-dom.cjs')],
};
