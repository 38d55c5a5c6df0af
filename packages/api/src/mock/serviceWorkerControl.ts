/** The message `mockServiceWorker.js` answers with `clients.claim()` (see scripts/service-worker.mjs). */
export const claimMessage = 'SITE_MOCK_CLAIM';

type Container = Pick<ServiceWorkerContainer, 'controller' | 'getRegistrations' | 'ready' | 'addEventListener' | 'removeEventListener'>;

/**
 * MSW reloads a page that a registered mock worker does not control: it assumes the page was
 * hard-reloaded (Shift+Reload bypasses service workers). A page opened while the worker that the
 * page before registered was still installing is in the same state, and its reload throws away
 * whatever the visitor, or a test, was doing on it. So before the mock starts, such a page asks
 * the worker to claim it, and waits until it has (or `timeoutMs` has passed; MSW then reloads).
 */
export async function waitForMockWorkerControl(
  container: Container,
  workerUrl: string,
  { pageUrl = location.href, timeoutMs = 10_000 }: { pageUrl?: string; timeoutMs?: number } = {},
): Promise<void> {
  if (container.controller) return;
  const absoluteUrl = new URL(workerUrl, pageUrl).href;
  const registrations = await container.getRegistrations();
  const registered = registrations.some((registration) =>
    [registration.installing, registration.waiting, registration.active].some((worker) => worker?.scriptURL === absoluteUrl),
  );
  if (!registered || container.controller) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      container.removeEventListener('controllerchange', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    container.addEventListener('controllerchange', done);
    void container.ready.then((registration) => {
      if (!container.controller) registration.active?.postMessage(claimMessage);
    });
  });
}
