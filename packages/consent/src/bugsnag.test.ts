import Bugsnag from '@bugsnag/js';
import { readConsentConfig } from './config';
import { bugsnagOptions, startErrorReporting, truncateBreadcrumb } from './bugsnag';

jest.mock('@bugsnag/js', () => {
  const client = { startSession: jest.fn(), notify: jest.fn() };
  return { __esModule: true, default: { start: jest.fn(() => client) } };
});

describe('error reporting options', () => {
  const config = readConsentConfig({
    CONSENT_BUGSNAG_API_KEY: '0123456789abcdef0123456789abcdef',
    CONSENT_BUGSNAG_NOTIFY_ENDPOINT: 'http://localhost:3152',
    CONSENT_BUGSNAG_SESSIONS_ENDPOINT: 'http://localhost:3153',
  }).bugsnag;

  it('turns off session tracking and IP collection, caps events at 10 by default', () => {
    const options = bugsnagOptions(config);
    expect(options).toMatchObject({
      apiKey: '0123456789abcdef0123456789abcdef',
      autoTrackSessions: false,
      collectUserIp: false,
      generateAnonymousId: false,
      maxEvents: 10,
      endpoints: { notify: 'http://localhost:3152', sessions: 'http://localhost:3153' },
    });
    expect(options.plugins).toHaveLength(1);
  });

  it('refuses an out-of-range maxEvents', () => {
    expect(() => bugsnagOptions({ ...config, maxEvents: 0 })).toThrow('from 1 to 100');
    expect(() => bugsnagOptions({ ...config, maxEvents: 101 })).toThrow('from 1 to 100');
    expect(bugsnagOptions({ ...config, maxEvents: 100 }).maxEvents).toBe(100);
  });

  it('cuts click breadcrumb text at 140 characters', () => {
    const long = { type: 'user', metadata: { targetText: 'x'.repeat(300) } };
    truncateBreadcrumb(long);
    expect(long.metadata.targetText).toHaveLength(140);
    const short = { type: 'user', metadata: { targetText: 'Accept all' } };
    truncateBreadcrumb(short);
    expect(short.metadata.targetText).toBe('Accept all');
    const other = { type: 'navigation', metadata: { targetText: 'y'.repeat(200) } };
    truncateBreadcrumb(other);
    expect(other.metadata.targetText).toHaveLength(200);
  });
});

describe('startErrorReporting', () => {
  const config = readConsentConfig({ CONSENT_BUGSNAG_API_KEY: '0123456789abcdef0123456789abcdef' }).bugsnag;
  const start = jest.mocked(Bugsnag.start);

  it('does nothing without an API key', () => {
    expect(startErrorReporting({ ...config, apiKey: undefined })).toBeNull();
    expect(start).not.toHaveBeenCalled();
  });

  it('starts the client once and one session with it, however often it is called', () => {
    const client = startErrorReporting(config);
    startErrorReporting(config);
    expect(start).toHaveBeenCalledTimes(1);
    expect(start.mock.calls[0]![0]).toMatchObject({ autoTrackSessions: false });
    expect(client!.startSession).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.errorReporting).toBe('on');
  });
});
