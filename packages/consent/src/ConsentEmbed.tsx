'use client';
import { useEffect, useState } from 'react';
import { earlyClickProps, replayEarlyClicks } from '@site/ui/earlyClick';
import { hasConsent, writeConsent } from './cookies';
import { CONSENT_GRANTED_EVENT } from './events';
import { fill, type ConsentMessages } from './messages';

export interface ConsentEmbedProps {
  kind: 'VIDEO' | 'PODCAST';
  /** The provider's embed URL; requested only after consent. */
  src: string;
  title: string;
  /** A self-hosted preview image. */
  preview: string;
  messages: Pick<ConsentMessages, 'embed' | 'services'>;
  cookieDomain?: string;
  height?: number;
}

/**
 * Click-to-load embed (§3 'other'): until VIDEO/PODCAST consent exists it shows the self-hosted
 * preview, the title and a button; the provider gets no request before that click.
 */
export function ConsentEmbed({ kind, src, title, preview, messages: m, cookieDomain, height = 360 }: ConsentEmbedProps) {
  const [allowed, setAllowed] = useState(false);

  useEffect(() => {
    const sync = () => setAllowed(hasConsent(kind));
    sync();
    window.addEventListener(CONSENT_GRANTED_EVENT, sync);
    return () => window.removeEventListener(CONSENT_GRANTED_EVENT, sync);
  }, [kind]);

  if (allowed) {
    return (
      <iframe
        className="consent-embed-frame"
        src={src}
        title={title}
        height={height}
        loading="lazy"
        allow="encrypted-media; fullscreen; picture-in-picture"
      />
    );
  }

  const grant = () => {
    writeConsent([kind], { domain: cookieDomain });
    window.dispatchEvent(new Event(CONSENT_GRANTED_EVENT));
  };

  return (
    <figure className="consent-embed" style={{ minHeight: height }}>
      <img className="consent-embed-preview" src={preview} alt="" />
      <figcaption>
        <strong className="consent-embed-title">{title}</strong>
        <span>{fill(m.embed.notice, { service: m.services[kind].name })}</span>
        <button {...earlyClickProps} ref={replayEarlyClicks} type="button" className="consent-button" onClick={grant}>
          {kind === 'VIDEO' ? m.embed.loadVideo : m.embed.loadPodcast}
        </button>
      </figcaption>
    </figure>
  );
}
