'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@site/ui';

export interface ArticleTeaserData {
  slug: string;
  /** The teaser card, rendered on the server (picture, title link, date, teaser text). */
  card: ReactNode;
}

/**
 * Magazine teasers in batches. 'Show more' reveals the next batch and moves focus to the first
 * new teaser's link, so keyboard and screen-reader users continue where the new content starts.
 * After the last batch the end message (with its newsletter link) takes the button's place.
 *
 * The static HTML holds every teaser, so without JavaScript each article stays reachable (and
 * the end message shows); only once the script runs is the list collapsed to the first batch.
 */
export function MagazineList({
  teasers,
  batchSize,
  showMoreLabel,
  shownText,
  end,
}: {
  teasers: ArticleTeaserData[];
  batchSize: number;
  showMoreLabel: string;
  /** "{shown} of {total} articles shown", one text per possible count (resolved on the server). */
  shownText: Record<number, string>;
  end: ReactNode;
}) {
  // Server render (and no-JS visitors): everything. The client collapses to the first batch.
  const [shown, setShown] = useState(teasers.length);
  const focusIndex = useRef<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    setShown(Math.min(batchSize, teasers.length));
  }, [batchSize, teasers.length]);

  useEffect(() => {
    if (focusIndex.current === null) return;
    const item = listRef.current?.children[focusIndex.current];
    item?.querySelector<HTMLElement>('a')?.focus();
    focusIndex.current = null;
  }, [shown]);

  const showMore = () => {
    focusIndex.current = shown;
    setShown(Math.min(shown + batchSize, teasers.length));
  };

  return (
    <div className="magazine-list">
      <ol ref={listRef} className="magazine-list__items">
        {teasers.slice(0, shown).map((teaser) => (
          <li key={teaser.slug}>{teaser.card}</li>
        ))}
      </ol>
      <p role="status" className="magazine-list__count">
        {shownText[shown]}
      </p>
      {shown < teasers.length ? (
        <Button variant="secondary" onClick={showMore}>
          {showMoreLabel}
        </Button>
      ) : (
        end
      )}
    </div>
  );
}
