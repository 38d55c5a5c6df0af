import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { claimMessage, waitForMockWorkerControl } from './serviceWorkerControl';

const pageUrl = 'http://localhost:3000/en-EU/account/reimbursement/';
const workerUrl = '/mockServiceWorker.js';

/**
 * A page's service worker container with one active mock worker that does not control the page
 * (or with no registration at all). The worker claims the page when it receives `claimMessage`.
 */
function fakeContainer(registered: boolean) {
  const listeners = new Set<() => void>();
  const messages: unknown[] = [];
  const worker = {
    scriptURL: 'http://localhost:3000/mockServiceWorker.js',
    postMessage(message: unknown) {
      messages.push(message);
      if (message === claimMessage) setTimeout(claim, 5);
    },
  };
  const registration = { installing: null, waiting: null, active: worker };
  function claim() {
    container.controller = worker;
    for (const listener of [...listeners]) listener();
  }
  const container = {
    controller: null as unknown,
    ready: registered ? Promise.resolve(registration) : new Promise(() => undefined),
    getRegistrations: async () => (registered ? [registration] : []),
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    messages,
    listenerCount: () => listeners.size,
  };
  return container;
}

type Container = Parameters<typeof waitForMockWorkerControl>[0];

describe('waitForMockWorkerControl', () => {
  it('asks the registered worker to claim an uncontrolled page and waits until it has', async () => {
    const container = fakeContainer(true);
    await waitForMockWorkerControl(container as unknown as Container, workerUrl, { pageUrl, timeoutMs: 60_000 });
    expect(container.messages).toEqual([claimMessage]);
    expect(container.controller).not.toBeNull();
    expect(container.listenerCount()).toBe(0);
  });

  it('does nothing on the first page, where no mock worker is registered yet', async () => {
    const container = fakeContainer(false);
    await waitForMockWorkerControl(container as unknown as Container, workerUrl, { pageUrl, timeoutMs: 60_000 });
    expect(container.messages).toEqual([]);
    expect(container.listenerCount()).toBe(0);
  });

  it('gives up after the timeout when no claim comes (MSW then reloads)', async () => {
    const container = fakeContainer(true);
    container.ready = new Promise(() => undefined);
    await waitForMockWorkerControl(container as unknown as Container, workerUrl, { pageUrl, timeoutMs: 10 });
    expect(container.controller).toBeNull();
    expect(container.listenerCount()).toBe(0);
  });
});

describe('scripts/service-worker.mjs', () => {
  it('copies MSW’s worker with a listener that claims the page on claimMessage', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mock-worker-'));
    execFileSync(process.execPath, [path.join(__dirname, '../../scripts/service-worker.mjs'), dir], {
      env: { ...process.env, API_MOCK: '1' },
    });
    const worker = readFileSync(path.join(dir, 'mockServiceWorker.js'), 'utf8');
    expect(worker).toContain(`if (event.data === '${claimMessage}') event.waitUntil(self.clients.claim())`);
  });
});
