/** What a release row (`releases r`) refers to: its status `s`, priority `p`, type `t` and location `l`. */
export const RELEASE_REFERENCE_JOINS = `JOIN release_statuses s ON s.id = r.status_id
     JOIN priorities p ON p.id = r.priority_id
     JOIN release_types t ON t.id = r.release_type_id
     LEFT JOIN locations l ON l.id = r.location_id`;
