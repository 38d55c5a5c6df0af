import { documentToReactComponents, type Options } from '@contentful/rich-text-react-renderer';
import { BLOCKS, INLINES, type Document } from '@contentful/rich-text-types';
import type { ReactNode } from 'react';

export interface RichTextProps {
  document: Document;
  /** Overrides per node type, e.g. to style headings; see @contentful/rich-text-react-renderer. */
  options?: Options;
}

const external = (uri: string) => /^https?:\/\//.test(uri);

const defaults: Options = {
  renderNode: {
    [INLINES.HYPERLINK]: (node, children: ReactNode) => {
      const uri = String(node.data.uri ?? '');
      return external(uri) ? (
        <a href={uri} rel="noopener noreferrer">
          {children}
        </a>
      ) : (
        <a href={uri}>{children}</a>
      );
    },
    // Embedded entries and assets are not enabled in the model; render nothing rather than guess.
    [BLOCKS.EMBEDDED_ENTRY]: () => null,
    [BLOCKS.EMBEDDED_ASSET]: () => null,
    [INLINES.EMBEDDED_ENTRY]: () => null,
  },
};

/**
 * Renders a Contentful rich-text document as React elements (never as raw HTML). No hooks and no
 * client code, so it works in Server Components.
 */
export function RichText({ document, options }: RichTextProps) {
  return <>{documentToReactComponents(document, { ...defaults, ...options, renderNode: { ...defaults.renderNode, ...options?.renderNode } })}</>;
}
