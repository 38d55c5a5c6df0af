import type { RichTextDocument } from '@site/content';
import { RichText as ContentRichText } from '@site/content/react';

/** Rich text from the content layer, rendered by the content package's renderer (never raw HTML). */
export function RichText({ document }: { document: RichTextDocument }) {
  return (
    <div className="rich-text">
      <ContentRichText document={document} />
    </div>
  );
}
