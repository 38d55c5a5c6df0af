module.exports = { ...require('@site/jest-presets/jsdom.cjs') };
