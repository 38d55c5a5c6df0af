module.exports = { ...require('@site/jest-presets/node.cjs') };
