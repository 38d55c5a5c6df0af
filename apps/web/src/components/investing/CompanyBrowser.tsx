'use client';
import { useState } from 'react';
import { Button, Select, earlyClickProps, replayEarlyClicks } from '@site/ui';
import { useEarlyInput } from '@/components/form/useEarlyInput';
import { filterCompanies, type CompanyCategory, type CompanyFilter } from '@/lib/companyFilter';
import { companyMonogram } from '@/lib/companyMonogram';

export interface CompanyCardData {
  slug: string;
  href: string;
  name: string;
  category: CompanyCategory;
  categoryLabel: string;
  weightLabel: string;
}

export interface CompanyBrowserTexts {
  searchLabel: string;
  categoryLabel: string;
  allCategories: string;
  /** Result line per possible count (ICU plural resolved on the server). */
  results: Record<number, string>;
  noMatch: string;
  reset: string;
}

/**
 * The company list with a category filter and a name search. The filter is a select on phones
 * (eleven chips took seven rows at 390 px) and toggle buttons from the small breakpoint up; the
 * page's CSS shows one of the two. Each company has its monogram (the content has no logos).
 * A search typed or a category selected before the scripts run count once they do (useEarlyInput
 * over the whole browser); a chip clicked then is replayed (early clicks).
 */
export function CompanyBrowser({
  companies,
  categories,
  texts,
}: {
  companies: CompanyCardData[];
  categories: { value: CompanyCategory; label: string }[];
  texts: CompanyBrowserTexts;
}) {
  const [filter, setFilter] = useState<CompanyFilter>({ category: null, query: '' });
  const visible = filterCompanies(companies, filter);
  const chips = [{ value: null, label: texts.allCategories }, ...categories];
  // A search typed or a category selected before the scripts is handed to React; a chip clicked
  // then is replayed.
  const earlyInput = useEarlyInput<HTMLDivElement>();

  return (
    <div ref={earlyInput} className="company-browser">
      <div className="company-browser__search">
        <label htmlFor="company-search">{texts.searchLabel}</label>
        <input
          id="company-search"
          type="search"
          value={filter.query}
          autoComplete="off"
          onChange={(event) => {
            const query = event.target.value;
            setFilter((current) => ({ ...current, query }));
          }}
        />
      </div>
      <Select
        className="company-browser__category-select"
        label={texts.categoryLabel}
        options={chips.map((chip) => ({ value: chip.value ?? '', label: chip.label }))}
        value={filter.category ?? ''}
        onChange={(event) => {
          const category = (event.target.value || null) as CompanyCategory | null;
          setFilter((current) => ({ ...current, category }));
        }}
      />
      <div role="group" aria-label={texts.categoryLabel} className="company-browser__categories">
        {chips.map((chip) => (
          <button
            key={chip.value ?? 'all'}
            {...earlyClickProps}
            ref={replayEarlyClicks}
            type="button"
            aria-pressed={filter.category === chip.value}
            onClick={() => setFilter((current) => ({ ...current, category: chip.value }))}
          >
            {chip.label}
          </button>
        ))}
      </div>
      <p role="status" className="company-browser__count">
        {texts.results[visible.length] ?? String(visible.length)}
      </p>
      {visible.length > 0 ? (
        <ul className="company-browser__list">
          {visible.map((company) => (
            <li key={company.slug}>
              <span className="company-browser__monogram" aria-hidden="true">
                {companyMonogram(company.name)}
              </span>
              <a href={company.href}>{company.name}</a>
              <span>
                {company.categoryLabel} · {company.weightLabel}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <div className="company-browser__empty">
          <p>{texts.noMatch}</p>
          <Button variant="secondary" onClick={() => setFilter({ category: null, query: '' })}>
            {texts.reset}
          </Button>
        </div>
      )}
    </div>
  );
}
