// Levels of degree by the words their names and questions use, highest first: a doctorate, a
// master's, a bachelor's.
export const DEGREE_LEVELS = [
  new Set(['phd', 'dphil', 'doctorate', 'doctoral', 'doctor']),
  new Set(['msc', 'ma', 'ms', 'mfa', 'meng', 'mtech', 'mca', 'mba', 'mphil', 'master', 'masters']),
  new Set([
    'bsc',
    'ba',
    'bs',
    'bfa',
    'beng',
    'btech',
    'bca',
    'bba',
    'bachelor',
    'bachelors',
    'undergraduate',
  ]),
];
