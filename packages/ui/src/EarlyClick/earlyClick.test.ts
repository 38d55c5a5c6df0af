import { EARLY_CLICK_ATTRIBUTE, earlyClickCounter, replayEarlyClicks } from './earlyClick';

describe('early clicks', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = `<button type="button" ${EARLY_CLICK_ATTRIBUTE}="0"><span>Open</span></button>`;
  });
  afterEach(() => jest.useRealTimers());

  it('the loader counts clicks before adoption, the adopted button replays them once, later clicks are its own', () => {
    new Function('d', earlyClickCounter)(document);
    const button = document.querySelector('button')!;
    button.querySelector('span')!.click();
    button.click();
    expect(button.getAttribute(EARLY_CLICK_ATTRIBUTE)).toBe('2');

    const clicks: number[] = [];
    button.addEventListener('click', () => clicks.push(Date.now()));
    replayEarlyClicks(button);
    replayEarlyClicks(button);
    jest.runAllTimers();
    expect(clicks).toHaveLength(2);
    // Adopted: a click now is React's alone, not counted for a replay.
    button.click();
    expect(button.getAttribute(EARLY_CLICK_ATTRIBUTE)).toBe('0');
    expect(clicks).toHaveLength(3);
  });
});
