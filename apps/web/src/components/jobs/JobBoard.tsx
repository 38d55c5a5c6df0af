'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Select, type SelectOption } from '@site/ui';
import { useEarlyInput } from '@/components/form/useEarlyInput';
import {
  filterJobs,
  hasJobFilters,
  noJobFilters,
  parseJobFilters,
  serializeJobFilters,
  type EmploymentType,
  type JobFilters,
} from '@/lib/jobFilters';
import {
  clearFirstFrameFilters,
  COUNT_TEXTS_ATTRIBUTE,
  jobCardFilterAttributes,
  jobCountScript,
  jobFilterScript,
  jobFilterStyles,
} from '@/lib/jobFiltersFirstFrame';

export interface JobCardData {
  slug: string;
  href: string;
  name: string;
  department: { key: string; name: string };
  employmentType: EmploymentType;
  employmentTypeLabel: string;
  scheduleLabel: string;
  location: string;
}

export interface JobBoardTexts {
  filtersLabel: string;
  departmentLabel: string;
  typeLabel: string;
  allDepartments: string;
  allTypes: string;
  /** ICU-free: the page passes one text per possible count. */
  results: Record<number, string>;
  noMatch: string;
  noMatchText: string;
  reset: string;
}

/**
 * The job list with its two filters. The filters live in the URL query, so a filtered list is a
 * link to share and survives a reload; without JavaScript the form submits the same query and the
 * full list shows.
 */
export function JobBoard({
  jobs,
  departments,
  employmentTypes,
  texts,
}: {
  jobs: JobCardData[];
  departments: SelectOption[];
  employmentTypes: SelectOption[];
  texts: JobBoardTexts;
}) {
  const [filters, setFilters] = useState<JobFilters>(noJobFilters);
  const departmentRef = useRef<HTMLDivElement>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const departmentKeys = departments.map((d) => d.value);
  const keepEarlyInput = useEarlyInput<HTMLFormElement>();

  // Read the query after hydration (the static HTML has the unfiltered list) and on back/forward.
  useEffect(() => {
    const read = () => setFilters(parseJobFilters(window.location.search, departmentKeys));
    read();
    if (boardRef.current) clearFirstFrameFilters(boardRef.current);
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
    // departmentKeys is derived from props that never change on a static page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const apply = useCallback((next: JobFilters) => {
    setFilters(next);
    const url = `${window.location.pathname}${serializeJobFilters(next)}${window.location.hash}`;
    window.history.pushState(null, '', url);
  }, []);

  const visible = filterJobs(jobs, filters);

  return (
    <div className="job-board" ref={boardRef} {...{ [COUNT_TEXTS_ATTRIBUTE]: JSON.stringify(texts.results) }}>
      <style>{jobFilterStyles(departmentKeys)}</style>
      <form
        aria-label={texts.filtersLabel}
        className="job-board__filters"
        method="get"
        ref={keepEarlyInput}
        onSubmit={(event) => event.preventDefault()}
      >
        <div ref={departmentRef}>
          <Select
            name="department"
            label={texts.departmentLabel}
            placeholder={texts.allDepartments}
            options={departments}
            value={filters.department ?? ''}
            onChange={(event) => apply({ ...filters, department: event.target.value || null })}
          />
        </div>
        <Select
          name="type"
          label={texts.typeLabel}
          placeholder={texts.allTypes}
          options={employmentTypes}
          value={filters.employmentType ?? ''}
          onChange={(event) =>
            apply({ ...filters, employmentType: (event.target.value || null) as EmploymentType | null })
          }
        />
      </form>
      {/* The query's filters in the first frame, before this component's script (jobFiltersFirstFrame.ts). */}
      <script dangerouslySetInnerHTML={{ __html: jobFilterScript }} />
      <p role="status" className="job-board__count">
        <span>{texts.results[visible.length] ?? `${visible.length}`}</span>
      </p>
      {visible.length > 0 ? (
        <ul className="job-board__list">
          {visible.map((job) => (
            <li key={job.slug} className="job-card" {...jobCardFilterAttributes(job.department.key, job.employmentType)}>
              <h3>
                <a href={job.href}>{job.name}</a>
              </h3>
              <p>
                {job.department.name} · {job.employmentTypeLabel} · {job.scheduleLabel} · {job.location}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {/* Counts the cards a filter from the query leaves, in the first frame (jobFiltersFirstFrame.ts). */}
      <script dangerouslySetInnerHTML={{ __html: jobCountScript }} />
      {/* Hidden while cards show; the first frame's CSS shows it when the query leaves none. */}
      <div className="job-board__empty" hidden={visible.length > 0}>
        <h3>{texts.noMatch}</h3>
        <p>{texts.noMatchText}</p>
        {hasJobFilters(filters) ? (
          <Button
            variant="secondary"
            onClick={() => {
              apply(noJobFilters);
              departmentRef.current?.querySelector('select')?.focus();
            }}
          >
            {texts.reset}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
