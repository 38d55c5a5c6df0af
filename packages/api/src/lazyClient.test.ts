import { lazyApi, lazyApiClient } from './lazyClient';

describe('lazyApiClient', () => {
  it('creates one client and starts the mock once before the first call', async () => {
    const startMock = jest.fn().mockResolvedValue(undefined);
    const get = lazyApiClient({ baseUrl: 'http://localhost/api' }, startMock);
    const [a, b] = await Promise.all([get(), get()]);
    expect(a).toBe(b);
    expect(startMock).toHaveBeenCalledTimes(1);
  });

  it('tries the mock again after it failed to start, and still returns a client', async () => {
    const startMock = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const get = lazyApiClient({ baseUrl: 'http://localhost/api' }, startMock);
    expect(await get()).toBeDefined();
    await get();
    expect(startMock).toHaveBeenCalledTimes(2);
  });

  it('starts no mock when none is given', async () => {
    const get = lazyApiClient({ baseUrl: 'http://localhost/api' });
    expect(typeof (await get()).createSignup).toBe('function');
  });
});

describe('lazyApi', () => {
  it('creates what it is given once, on first use', async () => {
    const create = jest.fn(() => ({ createRegistration: jest.fn() }));
    const get = lazyApi(create);
    expect(create).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([get(), get()]);
    expect(a).toBe(b);
    expect(create).toHaveBeenCalledTimes(1);
  });
});
