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

/** How a saved filter is presented and whom it is shared with, besides its owner. */
export interface SavedFilterSharing {
  icon_class: string;
  /** Every agent of these departments sees the filter. */
  departments: number[];
  agents: number[];
}

export interface SavedFilterPayload extends Partial<SavedFilterSharing> {
  id?: number;
  name: string;
  fields: SavedFilterField[];
}
