import { entry, l, type SourceEntry } from './define';

/** The registration app's footer marks (migration 32): who certified the company, and the partner. */
export const trustMarks: SourceEntry[] = [
  entry('trustMark', 'trust-mark-certification', {
    key: 'certification',
    title: l('Zertifizierte B Corporation', 'Certified B Corporation'),
    organisation: 'B Lab',
    url: 'https://www.bcorporation.net/en-us/find-a-b-corp/',
  }),
  entry('trustMark', 'trust-mark-partner', {
    key: 'partner',
    title: l('in Partnerschaft mit', 'empowered by'),
    organisation: '{partnerBank}',
  }),
];
