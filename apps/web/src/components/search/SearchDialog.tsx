'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@site/i18n';
import { loadPagefind, type SearchResult } from './pagefind';
import { excerptParts, matchesWholeWords } from './wholeWords';
import styles from './SearchDialog.module.css';

/** Results shown at first and added by each 'Show more'. */
const pageSize = 8;

type Engine = 'loading' | 'ready' | 'error';

interface Found {
  query: string;
  /** The results that match the query's words wholly (wholeWords.ts), best first. */
  results: SearchResult[];
  shown: number;
}

/** Pagefind's excerpt, rendered as text with only the whole-word matches marked. */
function Excerpt({ html, query, locale }: { html: string; query: string; locale: Locale }) {
  return (
    <p className={styles.excerpt}>
      {excerptParts(html, query, locale).map((part, i) => (part.marked ? <mark key={i}>{part.text}</mark> : part.text))}
    </p>
  );
}

/**
 * The search dialog: a native modal <dialog> (focus stays inside, the page behind is inert,
 * Escape closes it), the search field first, the number of results in a live region for screen
 * readers, and the results as links to pages of the same locale.
 */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('Search');
  const locale = useLocale() as Locale;
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
      // Every result's data (a small fragment each, cached by Pagefind): a result whose words
      // match only in part is no result, and the count says so.
      const all = await Promise.all(search.results.map((hit) => hit.data()));
      const results = all.filter((result) => matchesWholeWords(result, term, locale));
      if (current) setFound({ query: term, results, shown: pageSize });
    })().catch(() => current && setEngine('error'));
    return () => {
      current = false;
    };
  }, [engine, term, locale]);

  const answer = term && found?.query === term ? found : null;
  const showMore = () => setFound((previous) => previous && { ...previous, shown: previous.shown + pageSize });

  let status = '';
  if (engine === 'loading') status = t('loading');
  // Nothing while a search runs, so a screen reader hears only the count of the last one.
  else if (answer) status = t('results', { count: answer.results.length, query: term });

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
        {answer && answer.results.length === 0 ? <p className={styles.hint}>{t('noResultsHelp')}</p> : null}
        {answer && answer.results.length > 0 ? (
          <ul className={styles.results} aria-labelledby={titleId}>
            {answer.results.slice(0, answer.shown).map((result) => (
              <li key={result.url}>
                <a href={result.url}>{result.meta.title ?? result.url}</a>
                <Excerpt html={result.excerpt} query={answer.query} locale={locale} />
              </li>
            ))}
          </ul>
        ) : null}
        {answer && answer.shown < answer.results.length ? (
          <button type="button" className="ui-button ui-button--secondary" onClick={showMore}>
            {t('showMore')}
          </button>
        ) : null}
      </div>
    </dialog>
  );
}
