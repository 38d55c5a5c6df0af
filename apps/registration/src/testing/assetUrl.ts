/** Unit tests: an imported image file (`*.svg?no-inline`) is a URL in the build; any URL will do here. */
export default '/assets/test-image.svg';
