// Stylesheets (CSS modules and global CSS) import as an empty object in unit tests.
module.exports = {};
