import type { MetadataRoute } from 'next';
import { isPreviewBuild, siteConfig } from '@/config';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  // An editor preview shows drafts: keep every crawler out and offer no sitemap.
  if (isPreviewBuild) return { rules: { userAgent: '*', disallow: '/' } };
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: `${siteConfig.siteUrl}/sitemap.xml`,
  };
}
