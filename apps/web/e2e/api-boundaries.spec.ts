import { describeApiBoundaries } from '@site/testing';

// Issue 45: the site's `/api` through scripts/serve.mjs, and the same requests sent straight to
// the local Worker with the site's Host, as Cloudflare's route hands them over.
describeApiBoundaries({ worker: true });
