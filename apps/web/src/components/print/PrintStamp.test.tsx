import { act, render } from '@testing-library/react';
import { PrintStamp } from './PrintStamp';

/** A `print` media query whose state the test sets, as a print preview (or Playwright's emulated print) does. */
function fakePrintMedia(matches = false) {
  const listeners = new Set<() => void>();
  const query = {
    matches,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = jest.fn(() => query as unknown as MediaQueryList);
  return {
    set(matches: boolean) {
      query.matches = matches;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('PrintStamp', () => {
  const originalMatchMedia = window.matchMedia;
  let dateTimeFormat: jest.SpyInstance;
  beforeEach(() => {
    dateTimeFormat = jest.spyOn(Intl, 'DateTimeFormat');
  });
  afterEach(() => {
    dateTimeFormat.mockRestore();
    window.matchMedia = originalMatchMedia;
  });

  const today = () => new Date().toISOString().slice(0, 10);

  it('formats no date while the page hydrates, and writes today in the page before it prints', () => {
    fakePrintMedia();
    const { container } = render(<PrintStamp url="https://example.test/en-EU/accounts/" locale="en-EU" label="Printed from" />);
    expect(container.textContent).toBe('Printed from https://example.test/en-EU/accounts/');
    expect(dateTimeFormat).not.toHaveBeenCalled();

    // `beforeprint` is handled synchronously (flushSync): the browser lays the page out for paper right after it.
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(container.querySelector('time')?.getAttribute('dateTime')).toBe(today());
    expect(container.textContent).toMatch(/^Printed from https:\/\/example\.test\/en-EU\/accounts\/ · \d{1,2} \w+ \d{4}$/);
  });

  it('writes the date when the print media query turns true (a print preview), in the page locale', () => {
    const media = fakePrintMedia();
    const { container } = render(<PrintStamp url="https://example.test/de-DE/accounts/" locale="de-DE" label="Gedruckt von" />);
    act(() => media.set(false));
    expect(container.querySelector('time')).toBeNull();
    act(() => media.set(true));
    expect(container.querySelector('time')?.textContent).toMatch(/^\d{1,2}\. \S+ \d{4}$/);
  });

  it('writes the date when the page hydrates already in print', () => {
    fakePrintMedia(true);
    const { container } = render(<PrintStamp url="https://example.test/en-EU/accounts/" locale="en-EU" label="Printed from" />);
    expect(container.querySelector('time')?.getAttribute('dateTime')).toBe(today());
  });
});
