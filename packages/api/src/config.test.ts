import { readApiConfig } from './config';

describe('readApiConfig', () => {
  it('defaults to same-origin /api and 15 s', () => {
    expect(readApiConfig({})).toEqual({ baseUrl: '/api', timeoutMs: 15000 });
  });

  it('reads the base URL and timeout', () => {
    expect(readApiConfig({ API_BASE_URL: 'https://api.example/v/', API_TIMEOUT_MS: '3000' })).toEqual({
      baseUrl: 'https://api.example/v',
      timeoutMs: 3000,
    });
  });

  it('rejects a base URL that is neither a path nor http(s)', () => {
    expect(() => readApiConfig({ API_BASE_URL: 'javascript:alert(1)' })).toThrow('API_BASE_URL');
  });

  it('rejects a timeout that is not a positive whole number', () => {
    expect(() => readApiConfig({ API_TIMEOUT_MS: '-5' })).toThrow('API_TIMEOUT_MS');
    expect(() => readApiConfig({ API_TIMEOUT_MS: 'soon' })).toThrow('API_TIMEOUT_MS');
  });
});
