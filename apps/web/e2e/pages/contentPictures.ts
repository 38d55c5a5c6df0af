import { pageSectionImage, type ContentImage, type SiteContent } from '@site/content';
import type { Locale } from '@site/i18n';
import { routes } from '@site/config/routes';
import { text } from '../helpers';

// Home and the content pages with the pictures each must show: read by pictures.spec.ts (themes
// and axe, in Chromium) and static/pictures.spec.ts (the <picture> markup and files, without one).

export interface PagePictures {
  path: string;
  /** The picture that must be preloaded and loaded eagerly; none: every picture is lazy. */
  lcp?: ContentImage;
  /** Pictures the page must show, with the alt text they must carry. */
  shows: Array<{ image: ContentImage; alt: string }>;
}

function required(image: ContentImage | undefined, what: string): ContentImage {
  if (!image) throw new Error(`The bundled content has no ${what} image.`);
  return image;
}

export function pagesOf(c: SiteContent, locale: Locale): PagePictures[] {
  const hero = required(pageSectionImage(c, 'home.hero'), 'home hero');
  const latestArticle = [...c.articles].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0]!;
  const upcoming = c.crowdinvestingBanners.find((b) => b.status === 'upcoming')!;
  const job = c.jobs[0]!;
  const article = c.articles[0]!;
  return [
    {
      path: '/',
      lcp: hero,
      shows: [
        { image: hero, alt: hero.alt },
        { image: required(pageSectionImage(c, 'home.impact'), 'home impact'), alt: required(pageSectionImage(c, 'home.impact'), '').alt },
        // A teaser's picture repeats its linked title: decorative.
        { image: latestArticle.heroImage, alt: '' },
        { image: upcoming.image, alt: upcoming.image.alt },
      ],
    },
    { path: routes.investing.path, lcp: required(pageSectionImage(c, 'investing.intro'), 'investing'), shows: [] },
    { path: routes.impact.path, lcp: required(pageSectionImage(c, 'home.impact'), 'impact'), shows: [] },
    { path: routes.jobs.path, lcp: required(pageSectionImage(c, 'jobs.intro'), 'jobs'), shows: [] },
    {
      path: `/jobs/${job.slug}/`,
      shows: [{ image: job.contactPerson.photo, alt: text(locale, 'JobPage', 'photoAlt', { name: job.contactPerson.name }) }],
    },
    // The first card, in the first screen, is the magazine's LCP picture (issue 48).
    { path: routes.magazine.path, lcp: latestArticle.heroImage, shows: [{ image: latestArticle.heroImage, alt: '' }] },
    { path: `/magazine/${article.slug}/`, lcp: article.heroImage, shows: [{ image: article.heroImage, alt: article.heroImage.alt }] },
    { path: routes.crowdinvesting.path, shows: c.crowdinvestingBanners.map((b) => ({ image: b.image, alt: b.image.alt })) },
  ];
}

/** The URL of a one-candidate srcset (`/media/x.webp` or `/media/x.webp 1000w`). */
export const candidateUrl = (srcset: string) => srcset.trim().split(/\s+/)[0]!;

