import { openDatabase } from '../connection';
import { relationshipGraph } from './graph';

describe('relationshipGraph', () => {
  it('stops at the node bound and says the map is cut', () => {
    const db = openDatabase(':memory:');
    try {
      const [{ id: rack }] = db.prepare("SELECT id FROM assets WHERE name LIKE '%RCK-001%'").all() as { id: number }[];
      const whole = relationshipGraph(db, rack);
      expect(whole.truncated).toBe(false);
      expect(whole.nodes.length).toBeGreaterThan(3);
      const cut = relationshipGraph(db, rack, 3);
      expect(cut.truncated).toBe(true);
      expect(cut.nodes).toHaveLength(3);
      const kept = new Set(cut.nodes.map((node) => node.id));
      expect(cut.edges.every((edge) => kept.has(edge.parent_asset_id) && kept.has(edge.child_asset_id))).toBe(true);
    } finally {
      db.close();
    }
  });
});
