/** One filter of a saved filter: the list parameter, its value, and labels of chosen records. */
export interface SavedFilterField {
  key: string;
  value: string | string[] | number[];
  value_meta: unknown;
}

/** The saved change filter of the spec: id, name, icon_class, departments, agents, fields. */
export interface SavedChangeFilter {
  id: number;
  name: string;
  icon_class?: string;
  departments?: number[];
  agents?: number[];
  fields: SavedFilterField[];
  /** Whether the signed-in agent saved it (and so may update or delete it). */
  is_owner?: boolean;
}

export interface SavedFilterPayload {
  id?: number;
  name: string;
  fields: SavedFilterField[];
}
