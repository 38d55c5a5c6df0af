'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { loadPagefind, type SearchHit, type SearchResult } from './pagefind';
import styles from './SearchDialog.module.css';

/** Results shown at first and added by each 'Show more'. */
const pageSize = 8;

type Engine = 'loading' | 'ready' | 'error';

interface Found {
  query: string;
  hits: SearchHit[];
  shown: SearchResult[];
}

/**
 * Pagefind's excerpt is text with the matched words in `<mark>`: read as inert HTML (DOMParser
 * runs nothing) and rendered as text and <mark> elements, never as markup.
 */
function Excerpt({ html }: { html: string }) {
  const nodes = [...new DOMParser().parseFromString(html, 'text/html').body.childNodes];
  const parts: ReactNode[] = nodes.map((node, i) =>
    node.nodeName === 'MARK' ? <mark key={i}>{node.textContent}</mark> : node.textContent,
  );
  return <p className={styles.excerpt}>{parts}</p>;
}

/**
 * The search dialog: a native modal <dialog> (focus stays inside, the page behind is inert,
 * Escape closes it), the search field first, the number of results in a live region for screen
 * readers, and the results as links to pages of the same locale.
 */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('Search');
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const [engine, setEngine] = useState<Engine>('loading');
  const [attempt, setAttempt] = useState(0);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Found | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    input.current?.focus();
    document.documentElement.toggleAttribute('data-search-open', true);
    const onCancel = (event: Event) => {
      event.preventDefault();
      onClose();
    };
    // In a search field Chrome spends the first Escape on clearing it: Escape always closes here.
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onCancel(event);
    };
    // A click on the backdrop lands on the dialog itself: it closes, as Escape does.
    const onBackdrop = (event: MouseEvent) => event.target === element && onClose();
    element.addEventListener('cancel', onCancel);
    element.addEventListener('keydown', onEscape);
    element.addEventListener('click', onBackdrop);
    return () => {
      element.removeEventListener('cancel', onCancel);
      element.removeEventListener('keydown', onEscape);
      element.removeEventListener('click', onBackdrop);
      element.close();
      document.documentElement.removeAttribute('data-search-open');
    };
  }, [onClose]);

  useEffect(() => {
    let current = true;
    loadPagefind().then(
      () => current && setEngine('ready'),
      () => current && setEngine('error'),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const term = query.trim();
  useEffect(() => {
    if (engine !== 'ready' || !term) return;
    let current = true;
    (async () => {
      const pagefind = await loadPagefind();
      const search = await pagefind.debouncedSearch(term, {}, 200);
      if (!search || !current) return;
      const shown = await Promise.all(search.results.slice(0, pageSize).map((hit) => hit.data()));
      if (current) setFound({ query: term, hits: search.results, shown });
    })().catch(() => current && setEngine('error'));
    return () => {
      current = false;
    };
  }, [engine, term]);

  const results = term && found?.query === term ? found : null;
  const showMore = async () => {
    if (!results) return;
    const more = await Promise.all(results.hits.slice(results.shown.length, results.shown.length + pageSize).map((hit) => hit.data()));
    setFound((previous) => (previous === results ? { ...results, shown: [...results.shown, ...more] } : previous));
  };

  let status = '';
  if (engine === 'loading') status = t('loading');
  // Nothing while a search runs, so a screen reader hears only the count of the last one.
  else if (results) status = t('results', { count: results.hits.length, query: term });

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId}>
      <div className={styles.panel}>
        <div className={styles.head}>
          <h2 id={titleId}>{t('title')}</h2>
          <button type="button" className={styles.close} onClick={onClose}>
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="ui-visually-hidden">{t('close')}</span>
          </button>
        </div>
        <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={`${titleId}-input`}>{t('inputLabel')}</label>
          <input
            id={`${titleId}-input`}
            ref={input}
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </form>
        {term ? null : <p className={styles.hint}>{t('hint')}</p>}
        <p role="status" className={styles.status}>
          {status}
        </p>
        {engine === 'error' ? (
          <div role="alert" className={styles.error}>
            <p>{t('error')}</p>
            <button
              type="button"
              className="ui-button ui-button--secondary"
              onClick={() => {
                setEngine('loading');
                setAttempt((n) => n + 1);
              }}
            >
              {t('retry')}
            </button>
          </div>
        ) : null}
        {results && results.hits.length === 0 ? <p className={styles.hint}>{t('noResultsHelp')}</p> : null}
        {results && results.shown.length > 0 ? (
          <ul className={styles.results} aria-labelledby={titleId}>
            {results.shown.map((result) => (
              <li key={result.url}>
                <a href={result.url}>{result.meta.title ?? result.url}</a>
                <Excerpt html={result.excerpt} />
              </li>
            ))}
          </ul>
        ) : null}
        {results && results.shown.length < results.hits.length ? (
          <button type="button" className="ui-button ui-button--secondary" onClick={showMore}>
            {t('showMore')}
          </button>
        ) : null}
      </div>
    </dialog>
  );
}
