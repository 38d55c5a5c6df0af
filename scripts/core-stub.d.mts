// Types of core-stub.mjs for the TypeScript that starts it in-process (apps/api/test/global-setup.ts).
import type { Server } from 'node:http';

export const defaultWebhookSecret: string;
export const defaultInternalLinkSecret: string;

export interface CoreStubOptions {
  secret?: string;
  apiOrigin?: string;
  internalLinkSecret?: string;
  releaseMs?: number;
  timeoutMs?: number;
  log?: (line: string) => void;
}

export interface CoreStub {
  server: Server;
  /** Resolves to the stub's origin, e.g. `http://127.0.0.1:8789`. */
  listen(port: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

export function createCoreStub(options?: CoreStubOptions): CoreStub;
