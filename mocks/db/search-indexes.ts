/**
 * What keeps the list calls fast at 100,000 records: trigram full-text tables for the substring
 * searches (a LIKE '%x%' reads every row), kept in step with their tables by triggers, and a few
 * narrow indexes (the filters and sorts use the single-column indexes next to each table).
 */

/** Keeps problems_search equal to the problems' subject and identifier. */
export const problemSearchTriggers = `
CREATE TRIGGER problems_search_insert AFTER INSERT ON problems BEGIN
  INSERT INTO problems_search (rowid, subject, identifier) VALUES (new.id, new.subject, new.identifier);
END;
CREATE TRIGGER problems_search_delete AFTER DELETE ON problems BEGIN
  INSERT INTO problems_search (problems_search, rowid, subject, identifier)
  VALUES ('delete', old.id, old.subject, old.identifier);
END;
CREATE TRIGGER problems_search_update AFTER UPDATE OF subject, identifier ON problems BEGIN
  INSERT INTO problems_search (problems_search, rowid, subject, identifier)
  VALUES ('delete', old.id, old.subject, old.identifier);
  INSERT INTO problems_search (rowid, subject, identifier) VALUES (new.id, new.subject, new.identifier);
END;
`;

/** For a bulk load: drop the triggers, insert, rebuild the search table, create the triggers again. */
export const dropProblemSearchTriggers = `
DROP TRIGGER problems_search_insert;
DROP TRIGGER problems_search_delete;
DROP TRIGGER problems_search_update;
`;
export const rebuildProblemSearch = `INSERT INTO problems_search (problems_search) VALUES ('rebuild');`;

const problemIndexTables = `
-- The problem list's search (subject, identifier): any substring of 3 or more characters.
CREATE VIRTUAL TABLE problems_search USING fts5(
  subject, identifier, content = 'problems', content_rowid = 'id', tokenize = 'trigram'
);
${problemSearchTriggers}
-- Every filter column: a count filtered on several of them reads this index, not the rows.
CREATE INDEX problems_filters ON problems (status_type_id, department_id, priority_id, impact_id, location_id,
  assigned_id, requester_id, change_id, created_at, updated_at);
-- Holds both searched columns: a search too short for the trigram table scans this, not the rows.
CREATE INDEX problems_subject_identifier ON problems (subject COLLATE NOCASE, identifier);
`;

/** Keeps changes_search equal to the changes' identifier and subject. */
export const changeSearchTriggers = `
CREATE TRIGGER changes_search_insert AFTER INSERT ON changes BEGIN
  INSERT INTO changes_search (rowid, identifier, subject) VALUES (new.id, new.identifier, new.subject);
END;
CREATE TRIGGER changes_search_delete AFTER DELETE ON changes BEGIN
  INSERT INTO changes_search (changes_search, rowid, identifier, subject)
  VALUES ('delete', old.id, old.identifier, old.subject);
END;
CREATE TRIGGER changes_search_update AFTER UPDATE OF identifier, subject ON changes BEGIN
  INSERT INTO changes_search (changes_search, rowid, identifier, subject)
  VALUES ('delete', old.id, old.identifier, old.subject);
  INSERT INTO changes_search (rowid, identifier, subject) VALUES (new.id, new.identifier, new.subject);
END;
`;

export const dropChangeSearchTriggers = `
DROP TRIGGER changes_search_insert;
DROP TRIGGER changes_search_delete;
DROP TRIGGER changes_search_update;
`;
export const rebuildChangeSearch = `INSERT INTO changes_search (changes_search) VALUES ('rebuild');`;

export const changeIndexTables = `
-- The change list's search on its own columns (identifier, subject).
CREATE VIRTUAL TABLE changes_search USING fts5(
  identifier, subject, content = 'changes', content_rowid = 'id', tokenize = 'trigram'
);
${changeSearchTriggers}
-- The change list's sorts and filters (subject, requester and status are indexed with the table).
CREATE INDEX changes_identifier ON changes (identifier COLLATE NOCASE);
CREATE INDEX changes_created_at ON changes (created_at);
CREATE INDEX changes_updated_at ON changes (updated_at);
CREATE INDEX changes_department ON changes (department_id);
CREATE INDEX changes_team ON changes (team_id);
CREATE INDEX changes_type ON changes (change_type_id);
CREATE INDEX changes_priority ON changes (priority_id);
CREATE INDEX changes_impact ON changes (impact_id);
CREATE INDEX changes_location ON changes (location_id);
CREATE INDEX changes_agent ON changes (agent_id);
CREATE INDEX changes_filters ON changes (status_id, department_id, priority_id, change_type_id, impact_id,
  location_id, team_id, agent_id, requester_id, created_at, updated_at);
CREATE INDEX changes_identifier_subject ON changes (identifier COLLATE NOCASE, subject);
`;

export const indexTables = problemIndexTables + changeIndexTables;
