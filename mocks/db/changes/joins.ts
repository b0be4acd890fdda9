/**
 * What a change row (`changes c`) refers to, as its list and its page show it: the requester `r`,
 * status `s`, change type `ct`, priority `p` and department `d` (the last two may be missing).
 */
export const CHANGE_REFERENCE_JOINS = `JOIN users r ON r.id = c.requester_id
     JOIN change_statuses s ON s.id = c.status_id
     JOIN change_types ct ON ct.id = c.change_type_id
     LEFT JOIN priorities p ON p.id = c.priority_id
     LEFT JOIN departments d ON d.id = c.department_id`;
