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

export const indexTables = `
-- The problem list's search (subject, identifier): any substring of 3 or more characters.
CREATE VIRTUAL TABLE problems_search USING fts5(
  subject, identifier, content = 'problems', content_rowid = 'id', tokenize = 'trigram'
);
${problemSearchTriggers}
-- Holds both searched columns: a search too short for the trigram table scans this, not the rows.
CREATE INDEX problems_subject_identifier ON problems (subject COLLATE NOCASE, identifier);
`;
