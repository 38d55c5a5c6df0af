// wouter imports useSyncExternalStore from the `use-sync-external-store` shim, written for
// React < 18; React 19 has it built in, so the shim's fallback (~0.7 KB gzip) need not ship.
export { useSyncExternalStore } from 'react';
