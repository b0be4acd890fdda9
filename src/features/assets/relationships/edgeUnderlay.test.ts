import cytoscape from 'cytoscape';
import { recordingContext } from '@/testing/recordingContext';
import { edgeUnderlay } from './edgeUnderlay';

const style = { width: 3, color: '#adb5bd', arrowSize: 4 };
const positions = { a: { x: 0, y: 0 }, b: { x: 10, y: 0 } };

function setUp() {
  const drawn = recordingContext();
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(drawn.context as never);
  const frames = new Map<number, FrameRequestCallback>();
  let lastFrame = 0;
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback: FrameRequestCallback) => {
    frames.set(++lastFrame, callback);
    return lastFrame;
  });
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((id: number) => frames.delete(id));
  const nextFrame = () => {
    const due = [...frames.values()];
    frames.clear();
    due.forEach((callback) => callback(0));
  };
  const container = document.createElement('div');
  container.appendChild(document.createElement('div'));
  const cy = cytoscape({ headless: true, elements: [{ data: { id: 'a' }, position: positions.a }] });
  const underlay = edgeUnderlay(cy, container, [['a', 'b']], positions, style);
  const lines = () => drawn.calls.filter((call) => /^(moveTo|lineTo|setTransform)/.test(call)).slice(0, 4);
  return { drawn, nextFrame, container, cy, underlay, lines };
}

afterEach(() => jest.restoreAllMocks());

describe('the relationships under a large map', () => {
  it('is a canvas under the map’s own, out of the way of the pointer and of screen readers', () => {
    const { container, lines, nextFrame } = setUp();
    nextFrame();
    const canvas = container.firstElementChild as HTMLCanvasElement;
    expect(canvas.tagName).toBe('CANVAS');
    expect(canvas).toHaveAttribute('aria-hidden', 'true');
    expect(canvas.style.pointerEvents).toBe('none');
    expect(container.children).toHaveLength(2);
    expect(lines()).toEqual(['setTransform(1,0,0,1,0,0)', 'setTransform(1,0,0,1,0,0)', 'moveTo(0,0)', 'lineTo(10,0)']);
  });

  it('follows the viewport and a moved asset, drawing once a frame', () => {
    const { drawn, nextFrame, cy, lines } = setUp();
    nextFrame();
    drawn.calls.length = 0;
    cy.viewport({ zoom: 2, pan: { x: 5, y: 5 } });
    cy.getElementById('a').position({ x: 4, y: 6 });
    expect(drawn.calls).toEqual([]);
    nextFrame();
    expect(lines()).toEqual(['setTransform(1,0,0,1,0,0)', 'setTransform(2,0,0,2,5,5)', 'moveTo(4,6)', 'lineTo(10,0)']);
    expect(drawn.calls.filter((call) => call === 'stroke()')).toHaveLength(1);
  });

  it('goes with the map, and draws no more', () => {
    const { drawn, nextFrame, container, cy, underlay } = setUp();
    underlay.destroy();
    expect(container.querySelector('canvas')).toBeNull();
    drawn.calls.length = 0;
    cy.viewport({ zoom: 3, pan: { x: 0, y: 0 } });
    nextFrame();
    expect(drawn.calls).toEqual([]);
  });
});
