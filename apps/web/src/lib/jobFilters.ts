/**
 * Job filters <-> URL query. The filters live in the query (`?department=engineering&type=intern`)
 * so a filtered list can be shared and survives a reload. Unknown values are dropped, not shown
 * as an empty list.
 */
export const employmentTypes = ['permanent', 'intern', 'trainee', 'freelance', 'temporary', 'working_student'] as const;
export type EmploymentType = (typeof employmentTypes)[number];

export interface JobFilters {
  department: string | null;
  employmentType: EmploymentType | null;
}

export const noJobFilters: JobFilters = { department: null, employmentType: null };

/** Query parameter names (short, readable in a shared link). */
export const jobFilterParams = { department: 'department', employmentType: 'type' } as const;

interface FilterableJob {
  department: { key: string };
  employmentType: EmploymentType;
}

export function parseJobFilters(query: string | URLSearchParams, departmentKeys: readonly string[]): JobFilters {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const department = params.get(jobFilterParams.department);
  const type = params.get(jobFilterParams.employmentType);
  return {
    department: department && departmentKeys.includes(department) ? department : null,
    employmentType: type && (employmentTypes as readonly string[]).includes(type) ? (type as EmploymentType) : null,
  };
}

/** The query string for filters, with '?' ('' when no filter is set). */
export function serializeJobFilters(filters: JobFilters): string {
  const params = new URLSearchParams();
  if (filters.department) params.set(jobFilterParams.department, filters.department);
  if (filters.employmentType) params.set(jobFilterParams.employmentType, filters.employmentType);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function hasJobFilters(filters: JobFilters): boolean {
  return filters.department !== null || filters.employmentType !== null;
}

/** Jobs that match every filter that is set (filters combine with AND). */
export function filterJobs<T extends FilterableJob>(jobs: readonly T[], filters: JobFilters): T[] {
  return jobs.filter(
    (job) =>
      (filters.department === null || job.department.key === filters.department) &&
      (filters.employmentType === null || job.employmentType === filters.employmentType),
  );
}
