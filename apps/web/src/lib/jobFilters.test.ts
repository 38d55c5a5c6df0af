import { filterJobs, hasJobFilters, noJobFilters, parseJobFilters, serializeJobFilters, type EmploymentType } from './jobFilters';

const job = (id: string, department: string, employmentType: EmploymentType) => ({
  id,
  department: { key: department },
  employmentType,
});
const jobs = [
  job('a', 'engineering', 'permanent'),
  job('b', 'engineering', 'working_student'),
  job('c', 'marketing', 'permanent'),
  job('d', 'customer-care', 'intern'),
];
const departments = ['engineering', 'marketing', 'customer-care'];

describe('job filters', () => {
  it('read department and employment type from the query', () => {
    expect(parseJobFilters('?department=engineering&type=working_student', departments)).toEqual({
      department: 'engineering',
      employmentType: 'working_student',
    });
    expect(parseJobFilters(new URLSearchParams('type=intern'), departments)).toEqual({
      department: null,
      employmentType: 'intern',
    });
  });

  it('drop unknown values', () => {
    expect(parseJobFilters('?department=astronauts&type=boss', departments)).toEqual(noJobFilters);
  });

  it('write a shareable query and read it back', () => {
    const filters = { department: 'customer-care', employmentType: 'intern' as const };
    const query = serializeJobFilters(filters);
    expect(query).toBe('?department=customer-care&type=intern');
    expect(parseJobFilters(query, departments)).toEqual(filters);
    expect(serializeJobFilters(noJobFilters)).toBe('');
    expect(hasJobFilters(noJobFilters)).toBe(false);
    expect(hasJobFilters(filters)).toBe(true);
  });

  it('combine with AND', () => {
    const ids = (f: Parameters<typeof filterJobs>[1]) => filterJobs(jobs, f).map((j) => j.id);
    expect(ids(noJobFilters)).toEqual(['a', 'b', 'c', 'd']);
    expect(ids({ department: 'engineering', employmentType: null })).toEqual(['a', 'b']);
    expect(ids({ department: null, employmentType: 'permanent' })).toEqual(['a', 'c']);
    expect(ids({ department: 'engineering', employmentType: 'permanent' })).toEqual(['a']);
    expect(ids({ department: 'marketing', employmentType: 'intern' })).toEqual([]);
  });
});
