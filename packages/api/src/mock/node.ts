import { setupServer } from 'msw/node';
import { createHandlers, type MockOptions } from './handlers';
import { createMockState } from './state';

/** The mock for Jest and other Node code: `const api = setupApiMock(); beforeAll(() => api.server.listen())`. */
export function setupApiMock(options: MockOptions = {}) {
  const state = options.state ?? createMockState();
  const server = setupServer(...createHandlers({ ...options, state }));
  return { server, state };
}
