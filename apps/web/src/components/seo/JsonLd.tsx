import type { Thing, WithContext } from 'schema-dts';
import { serializeJsonLd } from '@/lib/structuredData';

/** A schema.org item as JSON-LD in the page's static HTML (a data block: never executed, no CSP hash). */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
