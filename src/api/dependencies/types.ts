/** A looked-up record: what every dependency lookup lists. */
export interface Option {
  id: number;
  name: string;
}

export interface DependencyQuery {
  search?: string;
  ids?: number[];
  limit?: number;
  supplements?: string | number;
}
