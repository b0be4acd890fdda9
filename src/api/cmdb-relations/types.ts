/** A CMDB relation type: "Depends on" one way, "Is needed by" the other. */
export interface CmdbRelation {
  id: number;
  forward_relation_name: string;
  inverse_relation_name: string;
  description: string;
}

export type CmdbRelationSaveValues = Omit<CmdbRelation, 'id'>;
