/** Which way a relationship reads from the asset's side: by the forward or the inverse name. */
export type Relation = 'forward' | 'inverse';

/** An asset related to the one shown, with the direction of the relationship from its side. */
export interface RelatedAsset {
  id: number;
  name: string;
  pivot: { relation: Relation };
}

/** The assets related to one asset by one relation type; `id` is the relation type's (the cmdb id). */
export interface RelationGroup {
  id: number;
  forward_relation_name: string;
  inverse_relation_name: string;
  child_assets: RelatedAsset[];
}

export interface GraphNode {
  id: number;
  name?: string;
  asset_type?: string;
}

/** One relationship read by its forward name: the parent "Depends on" the child. */
export interface GraphEdge {
  parent_asset_id: number;
  child_asset_id: number;
  relation_name: string;
}

/** The network of assets around one asset, for the map. */
export interface RelationshipGraph {
  nodes: GraphNode[];
  edges: GraphEdge[];
}

/** What the add dialog sends: the asset shown is the parent. */
export interface RelationshipInput {
  parent_asset_id: number;
  child_asset_ids: number[];
  cmdb_id: number;
  relation: Relation;
}
