/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { securityHeaders } from './securityHeaders';

function build(baseUrl: string, env: Record<string, string> = {}) {
  const root = mkdtempSync(join(tmpdir(), 'registration-headers-'));
  const plugin = securityHeaders({ baseUrl }, env);
  plugin.configResolved({ root, build: { outDir: 'dist' } });
  const dist = join(root, 'dist');
  mkdirSync(dist);
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body><script type="module" src="/assets/a.js"></script></body></html>');
  plugin.closeBundle();
  return readFileSync(join(dist, '_headers'), 'utf8');
}

const connectSrc = (headers: string) => /connect-src ([^;]*)/.exec(headers)?.[1] ?? '';

describe('securityHeaders', () => {
  it('writes the CSP and the immutable rule of the assets into dist/_headers', () => {
    const headers = build('/api');
    expect(headers).toMatch(/^\/\*\n {2}Content-Security-Policy: /);
    expect(headers).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(/script-src ([^;]*)/.exec(headers)?.[1]).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('adds an API on another origin, and CSP_CONNECT_SRC, to connect-src', () => {
    expect(connectSrc(build('/api'))).not.toContain('api.moss.example');
    const headers = build('https://api.moss.example/v2', { CSP_CONNECT_SRC: 'https://extra.moss.example' });
    expect(connectSrc(headers)).toContain('https://api.moss.example');
    expect(connectSrc(headers)).toContain('https://extra.moss.example');
  });
});
