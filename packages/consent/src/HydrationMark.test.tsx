import { render } from '@testing-library/react';
import { HydrationMark } from './HydrationMark';
import { HYDRATED_MARK } from './pageMarkers';

describe('HydrationMark', () => {
  it('sets the hydrated mark once, when React has committed the page', () => {
    // jsdom has no User Timing; a browser's performance.mark stands in.
    const mark = jest.fn();
    Object.defineProperty(performance, 'mark', { value: mark, configurable: true });
    const { rerender } = render(<HydrationMark />);
    rerender(<HydrationMark />);
    expect(mark).toHaveBeenCalledTimes(1);
    expect(mark).toHaveBeenCalledWith(HYDRATED_MARK);
    Reflect.deleteProperty(performance, 'mark');
  });
});
