import { LARGE_MAP_LAYOUT, mapLayout, TREE_LAYOUT_MAX_NODES } from './mapLayout';

describe('the map layout', () => {
  it('is a tree from the asset up to the tree bound, then fcose’s draft from random positions', () => {
    expect(mapLayout(TREE_LAYOUT_MAX_NODES, '41')).toEqual({ name: 'breadthfirst', roots: ['41'], animate: false });
    expect(mapLayout(12, undefined)).toMatchObject({ name: 'breadthfirst', roots: undefined });
    expect(mapLayout(TREE_LAYOUT_MAX_NODES + 1, '41')).toBe(LARGE_MAP_LAYOUT);
    expect(LARGE_MAP_LAYOUT).toMatchObject({ name: 'fcose', quality: 'draft', randomize: true, animate: false });
  });
});
