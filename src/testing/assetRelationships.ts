import { serveLookup } from './serve';

/** The asset the relationship tests show, its table call and two relation groups of it. */
export const RELATED_ASSET_ID = 41;
export const RELATIONSHIP_TABLE = `/service-desk/api/cmdb-asset-table/${RELATED_ASSET_ID}`;
export const RELATIONSHIP_MAP = `/service-desk/api/cmdb-asset/${RELATED_ASSET_ID}`;
export const RELATION_GROUPS = [
  {
    id: 2,
    forward_relation_name: 'Contains',
    inverse_relation_name: 'Is contained in',
    child_assets: [
      { id: 18, name: 'Dell PowerEdge R750 (SRV-001)', pivot: { relation: 'forward' } },
      { id: 7, name: 'Cage A (RCK-009)', pivot: { relation: 'inverse' } },
    ],
  },
  {
    id: 1,
    forward_relation_name: 'Depends on',
    inverse_relation_name: 'Is needed by',
    child_assets: [{ id: 27, name: 'FortiGate firewall (NET-005)', pivot: { relation: 'forward' } }],
  },
];

/** The network around the asset: it contains a server, which depends on the firewall. */
export const RELATIONSHIP_GRAPH = {
  nodes: [
    { id: RELATED_ASSET_ID, name: 'APC NetShelter rack (RCK-001)', asset_type: 'Rack' },
    { id: 18, name: 'Dell PowerEdge R750 (SRV-001)', asset_type: 'Server' },
    { id: 27, name: 'FortiGate firewall (NET-005)', asset_type: 'Network Device' },
  ],
  edges: [
    { parent_asset_id: RELATED_ASSET_ID, child_asset_id: 18, relation_name: 'Contains' },
    { parent_asset_id: 18, child_asset_id: 27, relation_name: 'Depends on' },
  ],
};

/** The add-relationship dialog's lookups: one asset, one relation type each way. */
export function serveRelationLookups() {
  serveLookup('/service-desk/api/dependency/assets', [{ id: 9, name: 'Printer (PRN-001)' }]);
  serveLookup('/service-desk/api/dependency/forward_relations', [{ id: 1, name: 'Depends on' }]);
  serveLookup('/service-desk/api/dependency/inverse_relations', [{ id: 1, name: 'Is needed by' }]);
}

export const RELATIONSHIP_IMPACT = `/service-desk/api/asset-impact/${RELATED_ASSET_ID}`;

/** What depends on the rack: its server (two open tickets, one open problem), then an application. */
export const RELATIONSHIP_IMPACT_ANSWER = {
  nodes: [
    { ...RELATIONSHIP_GRAPH.nodes[0], depth: 0, open_tickets: 0, open_problems: 0, open_changes: 1 },
    { ...RELATIONSHIP_GRAPH.nodes[1], depth: 1, open_tickets: 2, open_problems: 1, open_changes: 0 },
    {
      id: 33,
      name: 'Payroll (APP-002)',
      asset_type: 'Application',
      depth: 2,
      open_tickets: 0,
      open_problems: 0,
      open_changes: 0,
    },
  ],
  edges: [{ parent_asset_id: RELATED_ASSET_ID, child_asset_id: 18, relation_name: 'Contains' }],
  truncated: false,
};

/** A stand-in for a drawn map (drawGraph mocked): what the screen asked of it. */
export function fakeDrawing() {
  return { showImpact: jest.fn(), select: jest.fn(), destroy: jest.fn() };
}
