import { employmentTypes, jobFilterParams } from './jobFilters';

/**
 * The job filters of a shared or reloaded link (`?department=…&type=…`) in the first frame,
 * before any script chunk: a small inline script right after the filter form (so the form and
 * the board element exist, the list not yet) reads the query, sets the selects (as their HTML
 * choice), and marks the
 * board with the chosen values; the CSS below hides the cards that do not match. Only values the
 * selects offer count, so an unknown value is dropped as `parseJobFilters` drops it. Once React
 * has read the query itself, JobBoard removes the marks (`clearFirstFrameFilters`).
 *
 * A second inline script right after the list (`jobCountScript`) counts the cards the query
 * leaves and puts the matching result line (from the board's `data-count-texts`) on the count
 * paragraph as an attribute, which the CSS shows instead of the full list's line; with no card
 * left it marks the board so the CSS shows the empty state. Attributes only, never text: React
 * adopts the server's text unchanged.
 */
const boardAttribute = (param: string) => `data-first-frame-${param}`;
const cardAttribute = (param: string) => `data-${param}`;
const params = [jobFilterParams.department, jobFilterParams.employmentType];
const countTextAttribute = 'data-first-frame-text';
const emptyAttribute = 'data-first-frame-empty';
/** The board's result lines per possible count, as JSON, for the count script. */
export const COUNT_TEXTS_ATTRIBUTE = 'data-count-texts';

/** The attributes a job card carries for the first-frame CSS. */
export const jobCardFilterAttributes = (department: string, employmentType: string): Record<string, string> => ({
  [cardAttribute(jobFilterParams.department)]: department,
  [cardAttribute(jobFilterParams.employmentType)]: employmentType,
});

/** The inline script's text (the same on every jobs page; its CSP hash is taken after the build). */
export const jobFilterScript =
  '(function(b){var q=new URLSearchParams(location.search),f=b.querySelector("form");' +
  `${JSON.stringify(params)}.forEach(function(k){var v=q.get(k),s=f&&f.elements[k];` +
  'if(v&&s&&[].some.call(s.options,function(o){return o.value===v})){' +
  // As the HTML's own choice (defaultSelected), so it is not taken for the visitor's (useEarlyInput).
  '[].forEach.call(s.options,function(o){o.defaultSelected=o.value===v});s.value=v;' +
  `b.setAttribute("${boardAttribute('')}"+k,v)}})})(document.currentScript.parentNode)`;

/** The count script's text (the same on every jobs page, like `jobFilterScript`). */
export const jobCountScript =
  '(function(b){var n=0,on=false,p=b.querySelector(".job-board__count");' +
  `${JSON.stringify(params)}.forEach(function(k){if(b.hasAttribute("${boardAttribute('')}"+k))on=true});` +
  'if(!on||!p)return;[].forEach.call(b.querySelectorAll(".job-board__list > li"),function(c){' +
  `if(${JSON.stringify(params)}.every(function(k){var v=b.getAttribute("${boardAttribute('')}"+k);return !v||c.getAttribute("${cardAttribute('')}"+k)===v}))n++});` +
  `var t=JSON.parse(b.getAttribute("${COUNT_TEXTS_ATTRIBUTE}")||"{}");p.setAttribute("${countTextAttribute}",t[n]||String(n));` +
  `if(!n)b.setAttribute("${emptyAttribute}","")})(document.currentScript.parentNode)`;

const safe = (value: string) => /^[\w-]+$/.test(value);

/** The rules that hide, for each possible filter value, the cards that do not have it. */
export function jobFilterStyles(departmentKeys: readonly string[]): string {
  const rules = (param: string, values: readonly string[]) =>
    values
      .filter(safe)
      .map((v) => `[${boardAttribute(param)}="${v}"] li[${cardAttribute(param)}]:not([${cardAttribute(param)}="${v}"]){display:none}`);
  return [
    ...rules(jobFilterParams.department, departmentKeys),
    ...rules(jobFilterParams.employmentType, employmentTypes),
    // The count script's result line replaces the full list's; with no card left, the empty state.
    `.job-board__count[${countTextAttribute}]>span{display:none}`,
    `.job-board__count[${countTextAttribute}]::before{content:attr(${countTextAttribute})}`,
    `[${emptyAttribute}] .job-board__list{display:none}`,
    `[${emptyAttribute}] .job-board__empty{display:block}`,
  ].join('');
}

/** Removes the first frame's marks: from now on React's state filters the list. */
export function clearFirstFrameFilters(board: HTMLElement): void {
  for (const param of params) board.removeAttribute(boardAttribute(param));
  board.removeAttribute(emptyAttribute);
  board.querySelector('.job-board__count')?.removeAttribute(countTextAttribute);
}
