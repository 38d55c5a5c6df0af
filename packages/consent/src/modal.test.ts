import { makeBackgroundInert } from './modal';
import { EARLY_INERT_ATTRIBUTE } from './pageMarkers';

describe('makeBackgroundInert', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("takes over what the head script made inert, so its undo frees it, and leaves the page's own inert parts", () => {
    document.body.innerHTML =
      `<div id="keep"></div><header inert ${EARLY_INERT_ATTRIBUTE}></header><main></main><aside inert></aside>`;
    const [keep, header, main, aside] = [...document.body.children];
    const undo = makeBackgroundInert(keep as HTMLElement);
    expect([header, main, aside].map((el) => el!.hasAttribute('inert'))).toEqual([true, true, true]);
    expect(header!.hasAttribute(EARLY_INERT_ATTRIBUTE)).toBe(false);
    undo();
    expect([header, main, aside].map((el) => el!.hasAttribute('inert'))).toEqual([false, false, true]);
  });
});
