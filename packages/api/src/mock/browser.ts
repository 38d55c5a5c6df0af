import { setupWorker } from 'msw/browser';
import { createHandlers, type MockOptions } from './handlers';
import { createMockState } from './state';
import { waitForMockWorkerControl } from './serviceWorkerControl';

/**
 * Starts the mock in the browser through MSW's service worker (`/mockServiceWorker.js`, copied
 * into the app's public folder at build). Apps import this file only behind their mock flag and
 * only with a dynamic import, so a production bundle holds none of it.
 */
export async function startApiMock(options: MockOptions & { serviceWorkerUrl?: string } = {}): Promise<void> {
  const state = options.state ?? createMockState(window.sessionStorage);
  const worker = setupWorker(...createHandlers({ ...options, state }));
  // Marks the page so end-to-end tests can wait until calls are answered by the mock.
  document.documentElement.dataset.apiMock = 'starting';
  const serviceWorkerUrl = options.serviceWorkerUrl ?? '/mockServiceWorker.js';
  await waitForMockWorkerControl(navigator.serviceWorker, serviceWorkerUrl);
  await worker.start({
    serviceWorker: { url: serviceWorkerUrl },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  document.documentElement.dataset.apiMock = 'ready';
}
