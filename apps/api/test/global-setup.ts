import { spawn } from 'node:child_process';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitFor(url: string, timeoutMs: number, exited: () => string | undefined): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const exit = exited();
    if (exit) throw new Error(`MailDev exited before answering: ${exit}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`MailDev did not answer at ${url}`);
}

/**
 * A stand-in for Turnstile's siteverify: `good-token` passes, anything else fails. GET /requests
 * answers the forms it was sent, so tests can assert what the API asked.
 */
function startTurnstileStub(): Promise<{ url: string; close: () => void }> {
  const received: Record<string, string>[] = [];
  const server = createHttpServer((req, res) => {
    if (req.method === 'GET') {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(received));
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const form = await new Response(Buffer.concat(chunks), { headers: { 'Content-Type': req.headers['content-type'] ?? '' } }).formData();
      const fields = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
      received.push(fields);
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ success: fields.response === 'good-token' }));
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    });
  });
}

/** MailDev on free loopback ports (the same catcher the local start uses) and the Turnstile stub. */
export default async function setup(project: TestProject) {
  const turnstile = await startTurnstileStub();
  project.provide('turnstileUrl', turnstile.url);
  const [smtp, web] = await Promise.all([freePort(), freePort()]);
  const bin = fileURLToPath(new URL('../node_modules/.bin/maildev', import.meta.url));
  const child = spawn(bin, ['--smtp', String(smtp), '--web', String(web), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  let exit: string | undefined;
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.once('exit', (code, signal) => (exit = `code ${code ?? signal}: ${stderr.trim()}`));
  const maildevUrl = `http://127.0.0.1:${web}`;
  // MailDev starts in about a second on an idle machine; a loaded CI box can take far longer, so
  // the wait is generous and ends early when the process has died.
  try {
    await waitFor(`${maildevUrl}/api/email`, 90_000, () => exit);
  } catch (error) {
    child.kill();
    turnstile.close();
    throw error;
  }
  project.provide('smtpUrl', `smtp://127.0.0.1:${smtp}`);
  project.provide('maildevUrl', maildevUrl);
  return () => {
    child.kill();
    turnstile.close();
  };
}
