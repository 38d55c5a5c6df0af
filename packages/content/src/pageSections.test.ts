import { pageSectionImage } from './pageSections';
import type { ContentImage, PageSection } from './types';

const image: ContentImage = { id: 'img', alt: 'A phone', width: 1000, height: 750, webp: '/media/a.webp', jpeg: '/media/a.jpg', placeholder: 'data:image/webp;base64,AA' };
const section = (key: string, withImage: boolean): PageSection => ({ id: key, key, page: 'home', heading: 'h', body: 'b', order: 1, ...(withImage ? { image } : {}) });

describe('pageSectionImage', () => {
  it('returns the image of the section with that key', () => {
    expect(pageSectionImage({ pageSections: [section('home.account', false), section('home.hero', true)] }, 'home.hero')).toBe(image);
  });

  it('returns nothing for a section without an image or an unknown key', () => {
    const content = { pageSections: [section('home.account', false)] };
    expect(pageSectionImage(content, 'home.account')).toBeUndefined();
    expect(pageSectionImage(content, 'home.hero')).toBeUndefined();
  });
});
