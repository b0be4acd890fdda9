/** A looked-up record: what every dependency lookup lists. */
export interface Option {
  id: number;
  name: string;
}

export interface DependencyQuery {
  search?: string;
  ids?: number[];
  limit?: number;
  /** The page of options (from 1). */
  page?: number;
  /** The parameters a lookup takes besides paging and search, as the spec names them: supplements, change_id ... */
  params?: LookupParams;
}

export type LookupParams = Record<string, string | number>;
