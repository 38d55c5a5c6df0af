import { describeApiBoundaries } from '@site/testing';

// Issue 45: the registration origin's `/api`, through scripts/serve.mjs (the site's spec also
// sends the same requests straight to the Worker).
describeApiBoundaries();
