/** Builds a WHERE clause from conditions and their positional parameters. */
export class SqlWhere {
  private readonly conditions: string[] = [];
  readonly params: unknown[] = [];

  add(condition: string, ...params: unknown[]): void {
    this.conditions.push(condition);
    this.params.push(...params);
  }

  get isEmpty(): boolean {
    return this.conditions.length === 0;
  }

  get sql(): string {
    return this.conditions.length === 0 ? '' : `WHERE ${this.conditions.join(' AND ')}`;
  }
}

/**
 * `column IN (the ids)`, with the ids bound as one JSON array parameter: any number of ids, one
 * bind variable.
 */
export function inJsonIds(column: string): string {
  return `${column} IN (SELECT value FROM json_each(?))`;
}

/** A LIKE pattern (used with ESCAPE '\') matching text that contains `fragment`. */
export function likeContaining(fragment: string): string {
  return `%${fragment.replace(/[\\%_]/g, (character) => '\\' + character)}%`;
}
