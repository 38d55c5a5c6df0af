import { MAX_QUEUED_ERRORS, reportError, setErrorReporter } from './reportError';

afterEach(() => setErrorReporter(null));

describe('reportError', () => {
  it('sends at once while a reporter is set, wrapping non-errors', () => {
    const notify = jest.fn();
    setErrorReporter({ notify });
    reportError(new Error('boom'), 'in App');
    reportError('plain text');
    expect(notify.mock.calls.map(([e, stack]) => [(e as Error).message, stack])).toEqual([
      ['boom', 'in App'],
      ['plain text', undefined],
    ]);
  });

  it('queues errors from before the reporter started and sends them, in order, once it starts', () => {
    reportError(new Error('first'), 'in Header');
    reportError(new Error('second'));
    const notify = jest.fn();
    setErrorReporter({ notify });
    expect(notify.mock.calls.map(([e, stack]) => [(e as Error).message, stack])).toEqual([
      ['first', 'in Header'],
      ['second', undefined],
    ]);
    // Flushed once: a later reporter does not get them again.
    const later = jest.fn();
    setErrorReporter({ notify: later });
    expect(later).not.toHaveBeenCalled();
  });

  it(`keeps at most the first ${MAX_QUEUED_ERRORS} early errors`, () => {
    for (let i = 0; i < MAX_QUEUED_ERRORS + 5; i++) reportError(new Error(`e${i}`));
    const notify = jest.fn();
    setErrorReporter({ notify });
    expect(notify).toHaveBeenCalledTimes(MAX_QUEUED_ERRORS);
    expect((notify.mock.calls[0]![0] as Error).message).toBe('e0');
    expect((notify.mock.calls[MAX_QUEUED_ERRORS - 1]![0] as Error).message).toBe(`e${MAX_QUEUED_ERRORS - 1}`);
  });
});
