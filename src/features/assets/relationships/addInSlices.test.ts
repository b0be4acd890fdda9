import cytoscape, { type ElementDefinition } from 'cytoscape';
import { addInSlices } from './addInSlices';
import type { Positions } from './layoutPositions';

/** A ring of `count` assets, each related to the next, with where each goes. */
function ring(count: number): { elements: ElementDefinition[]; positions: Positions } {
  const ids = Array.from({ length: count }, (_, index) => `a${index}`);
  const positions: Positions = Object.fromEntries(ids.map((id, index) => [id, { x: index * 40, y: (index % 7) * 30 }]));
  return {
    positions,
    elements: [
      ...ids.map((id) => ({ data: { id } })),
      ...ids.map((id, index) => ({ data: { id: `e${index}`, source: id, target: ids[(index + 1) % count] } })),
    ],
  };
}

/** Whether cytoscape holds a batch open (it draws nothing meanwhile); missing from its typings. */
const batching = (cy: cytoscape.Core) => (cy as unknown as { batching(): boolean }).batching();

function headlessMap() {
  return cytoscape({
    headless: true,
    styleEnabled: true,
    style: [{ selector: 'node', style: { width: 18, height: 18 } }],
  });
}

describe('adding a large map in slices', () => {
  it('adds every asset at its place and every relationship, then lets the map be drawn', async () => {
    const cy = headlessMap();
    const { elements, positions } = ring(120);
    const progress: number[] = [];
    const finished = await addInSlices(cy, elements, positions, {
      onAdded: () => undefined,
      stopped: () => false,
      onProgress: (done) => progress.push(done),
    });
    expect(finished).toBe(true);
    expect(cy.nodes()).toHaveLength(120);
    expect(cy.edges()).toHaveLength(120);
    expect(cy.getElementById('a7').position()).toEqual(positions.a7);
    expect(batching(cy)).toBe(false);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.every((done) => done < 240)).toBe(true);
  });

  it('hands each batch of added elements over while it is still a batch', async () => {
    const cy = headlessMap();
    const { elements, positions } = ring(60);
    const seen: Array<{ count: number; inBatch: boolean }> = [];
    await addInSlices(cy, elements, positions, {
      onAdded: (added) => seen.push({ count: added.length, inBatch: batching(cy) }),
      stopped: () => false,
      onProgress: () => undefined,
    });
    expect(seen.reduce((sum, batch) => sum + batch.count, 0)).toBe(120);
    expect(seen.every((batch) => batch.inBatch)).toBe(true);
  });

  it('adds no more once the map is gone', async () => {
    const cy = headlessMap();
    const { elements, positions } = ring(400);
    let gone = false;
    const finished = await addInSlices(cy, elements, positions, {
      onAdded: () => {
        gone = true;
      },
      stopped: () => gone,
      onProgress: () => undefined,
    });
    expect(finished).toBe(false);
    expect(cy.elements()).toHaveLength(25);
  });
});
