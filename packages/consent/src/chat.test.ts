import { openChat } from './chat';

const win = window as { fcWidget?: unknown };
afterEach(() => delete win.fcWidget);

describe('openChat', () => {
  it("opens Freshchat's widget when its script has put it on the page", () => {
    const open = jest.fn();
    win.fcWidget = { open, isLoaded: () => true };
    expect(openChat()).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('says false without the widget, or while it is still loading', () => {
    expect(openChat()).toBe(false);
    const open = jest.fn();
    win.fcWidget = { open, isLoaded: () => false };
    expect(openChat()).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });
});
