import { ownText, referencedText } from '../list-search';
import { searchIndex } from '../search-index';
import { PERSON_NAME } from '../users/person-text';

/**
 * What the problem list's search reads: the texts its columns show (identifier, subject,
 * requester, assignee, priority, department, status), held by an index.
 */
export const PROBLEM_SEARCH = searchIndex('problems', 'p', {
  identifier: ownText('identifier'),
  subject: ownText('subject'),
  requester: referencedText('requester_id', PERSON_NAME),
  assignee: referencedText('assigned_id', PERSON_NAME),
  priority: referencedText('priority_id', { table: 'priorities' }),
  department: referencedText('department_id', { table: 'departments' }),
  status: referencedText('status_type_id', { table: 'statuses' }),
});
