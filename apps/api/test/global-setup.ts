import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
// The same stub of the bank's core system the start command runs (docs/handover.md, "The core stub").
import { createCoreStub } from '../../../scripts/core-stub.mjs';

const listening = (server: Server | ReturnType<typeof createTcpServer>, scheme = 'http'): Promise<string> =>
  new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(`${scheme}://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    });
  });

/**
 * A mail relay that refuses: the recipient decides how. `refuse-…@` gets 550 (the address does
 * not exist: a permanent refusal), `busy-…@` gets 451 (try again later). Enough SMTP for nodemailer.
 */
async function startRefusingRelay(): Promise<{ url: string; close: () => void }> {
  const server = createTcpServer((socket) => {
    socket.setEncoding('utf8');
    socket.write('220 refusing.test ESMTP\r\n');
    let buffer = '';
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 refusing.test\r\n');
        else if (verb === 'MAIL') socket.write('250 OK\r\n');
        else if (verb === 'RCPT') socket.write(/<busy-/i.test(line) ? '451 4.3.0 Try again later\r\n' : '550 5.1.1 No such mailbox\r\n');
        else if (verb === 'QUIT') socket.end('221 Bye\r\n');
        else socket.write('503 5.5.1 Bad sequence\r\n');
      }
    });
    socket.on('error', () => {});
  });
  const url = await listening(server, 'smtp');
  return { url, close: () => server.close() };
}

/**
 * A stand-in for Turnstile's siteverify: `good-token` passes, anything else fails. GET /requests
 * answers the forms it was sent, so tests can assert what the API asked.
 */
async function startTurnstileStub(): Promise<{ url: string; close: () => void }> {
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
  const url = await listening(server);
  return { url, close: () => server.close() };
}

/**
 * MailDev on the ports vitest.config.ts gave the Worker's SMTP_URL. It can be stopped and started
 * again on the same ports (the mail outage test); it keeps what it caught in a directory, so a
 * restart forgets nothing another test waits for.
 */
function mailDev(smtpPort: string, webPort: string) {
  const bin = fileURLToPath(new URL('../node_modules/.bin/maildev', import.meta.url));
  const directory = mkdtempSync(join(tmpdir(), 'api-test-maildev-'));
  let child: ChildProcess | undefined;
  const webUrl = `http://127.0.0.1:${webPort}`;

  async function start(): Promise<void> {
    if (child) return;
    const args = ['--smtp', smtpPort, '--web', webPort, '--ip', '127.0.0.1', '--web-ip', '127.0.0.1', '--mail-directory', directory];
    const process = spawn(bin, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child = process;
    let stderr = '';
    let exit: string | undefined;
    process.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    process.once('exit', (code, signal) => {
      exit = `code ${code ?? signal}: ${stderr.trim()}`;
      if (child === process) child = undefined;
    });
    // MailDev starts in about a second on an idle machine; a loaded CI box can take far longer, so
    // the wait is generous and ends early when the process has died.
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (exit) throw new Error(`MailDev exited before answering: ${exit}`);
      try {
        if ((await fetch(`${webUrl}/api/email`)).ok) return;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    process.kill();
    throw new Error(`MailDev did not answer at ${webUrl}`);
  }

  async function stop(): Promise<void> {
    const running = child;
    if (!running) return;
    child = undefined;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill();
    });
  }

  const remove = () => rmSync(directory, { recursive: true, force: true });
  return { webUrl, start, stop, remove };
}

/**
 * What the tests cannot do from inside workerd: stop and start MailDev. POST /maildev/stop and
 * POST /maildev/start answer 204 once it is down or up again.
 */
async function startControl(maildev: ReturnType<typeof mailDev>): Promise<{ url: string; close: () => void }> {
  const actions: Record<string, () => Promise<void>> = { '/maildev/stop': maildev.stop, '/maildev/start': maildev.start };
  const server = createHttpServer((req, res) => {
    const action = req.method === 'POST' ? actions[req.url ?? ''] : undefined;
    if (!action) {
      res.writeHead(404).end();
      return;
    }
    action().then(
      () => res.writeHead(204).end(),
      (error: Error) => res.writeHead(500, { 'Content-Type': 'text/plain' }).end(error.message),
    );
  });
  const url = await listening(server);
  return { url, close: () => server.close() };
}

/** MailDev, the core stub, the Turnstile stub, a refusing relay and the control server, on loopback ports. */
export default async function setup(project: TestProject) {
  const env = process.env;
  const maildev = mailDev(env.TEST_SMTP_PORT!, env.TEST_MAILDEV_PORT!);
  const core = createCoreStub({ secret: env.TEST_CORE_WEBHOOK_SECRET, timeoutMs: 10_000, log: () => {} });
  const [turnstile, control, relay, coreUrl] = await Promise.all([
    startTurnstileStub(),
    startControl(maildev),
    startRefusingRelay(),
    core.listen(Number(env.TEST_CORE_STUB_PORT)),
    maildev.start(),
  ]);
  project.provide('turnstileUrl', turnstile.url);
  project.provide('refusingSmtpUrl', relay.url);
  project.provide('maildevUrl', maildev.webUrl);
  project.provide('coreStubUrl', coreUrl);
  project.provide('controlUrl', control.url);
  return async () => {
    turnstile.close();
    control.close();
    relay.close();
    await Promise.all([maildev.stop(), core.close()]);
    maildev.remove();
  };
}
