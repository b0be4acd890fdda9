import type { Referenced } from '../list-search';
import { fullNameSql } from './users';

/** A user as a list's search reads them: their full name. */
export const PERSON_NAME: Referenced = {
  table: 'users',
  text: fullNameSql,
  textColumns: ['first_name', 'last_name'],
};
