import { ownText, referencedText } from '../list-search';
import { searchIndex } from '../search-index';
import { PERSON_NAME } from '../users/person-text';

/**
 * What the change list's search reads: the texts its columns show (identifier, subject,
 * requester, status, priority, department), held by an index.
 */
export const CHANGE_SEARCH = searchIndex('changes', 'c', {
  identifier: ownText('identifier'),
  subject: ownText('subject'),
  requester: referencedText('requester_id', PERSON_NAME),
  status: referencedText('status_id', { table: 'change_statuses' }),
  priority: referencedText('priority_id', { table: 'priorities' }),
  department: referencedText('department_id', { table: 'departments' }),
});
