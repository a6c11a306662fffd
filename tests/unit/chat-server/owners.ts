import { owner as kai } from '../../../content';
import type { Owner } from '../../../content/schema';
import { owner as ines } from '../../fixtures/owners/ines/owner';
import { owner as noemie } from '../../fixtures/owners/noemie/owner';
import { noemieCases, questionTable, type Case } from './questionTables';

/** The owners the assistant's tables run on (tests and `npm run bench`), with their tables. */
export const OWNERS: [string, Owner, Case[]][] = [
  ['Kai (content/)', kai, questionTable(kai)],
  ['Noémie (fixture)', noemie, [...questionTable(noemie), ...noemieCases(noemie)]],
  ['Ines (fixture)', ines, questionTable(ines)],
];
