import { magazineFeedRoute } from '@/lib/magazineFeedRoute';

export const dynamic = 'force-static';
export const { generateStaticParams, GET } = magazineFeedRoute('rss');
