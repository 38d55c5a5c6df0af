import { readApiConfig } from './config';

describe('readApiConfig', () => {
  it('defaults to same-origin /api, 15 s and no mock', () => {
    expect(readApiConfig({})).toEqual({ baseUrl: '/api', timeoutMs: 15000, mock: false });
  });

  it('reads the base URL, timeout and mock flag', () => {
    expect(readApiConfig({ API_BASE_URL: 'https://api.example/v/', API_TIMEOUT_MS: '3000', API_MOCK: '1' })).toEqual({
      baseUrl: 'https://api.example/v',
      timeoutMs: 3000,
      mock: true,
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
