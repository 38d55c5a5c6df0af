require('@testing-library/jest-dom');

// findBy* and waitFor give up after 1 s by default. Lazily loaded components (the consent
// dialog) can take longer when every package's tests run at once on two cores; this is a hang
// guard, not a speed requirement.
const { configure } = require('@testing-library/dom');
configure({ asyncUtilTimeout: 10_000 });
