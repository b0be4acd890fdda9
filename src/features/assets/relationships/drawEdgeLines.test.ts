import { recordingContext } from '@/testing/recordingContext';
import { drawEdgeLines } from './drawEdgeLines';

const places: Record<string, { x: number; y: number }> = { a: { x: 0, y: 0 }, b: { x: 10, y: 0 }, c: { x: 10, y: 20 } };
const view = { zoom: 2, pan: { x: 5, y: 7 }, width: 300, height: 200 };
const style = { width: 3, color: '#adb5bd', arrowSize: 4 };

describe('drawing relationships as lines', () => {
  it('clears the canvas, then strokes each line in the view of the map', () => {
    const { context, calls } = recordingContext();
    const edges: Array<[string, string]> = [
      ['a', 'b'],
      ['b', 'c'],
    ];
    drawEdgeLines(context, edges, (id) => places[id], view, style);
    expect(calls.slice(0, calls.lastIndexOf('stroke()') + 1)).toEqual([
      'setTransform(1,0,0,1,0,0)',
      'clearRect(0,0,300,200)',
      'setTransform(2,0,0,2,5,7)',
      'beginPath()',
      'moveTo(0,0)',
      'lineTo(10,0)',
      'stroke()',
      'beginPath()',
      'moveTo(10,0)',
      'lineTo(10,20)',
      'stroke()',
    ]);
    expect(context.lineWidth).toBe(3);
    expect(context.strokeStyle).toBe('#adb5bd');
  });

  it('fills an arrowhead halfway along each line, pointing to its child', () => {
    const { context, calls } = recordingContext();
    drawEdgeLines(context, [['a', 'b']], (id) => places[id], view, style);
    expect(calls.slice(calls.indexOf('stroke()') + 1)).toEqual([
      'beginPath()',
      'moveTo(7,0)',
      'lineTo(3,2)',
      'lineTo(3,-2)',
      'closePath()',
      'fill()',
    ]);
    expect(context.fillStyle).toBe('#adb5bd');
  });

  it('leaves out a relationship with an end it has no position for, and gives a loop no arrowhead', () => {
    const { context, calls } = recordingContext();
    const edges: Array<[string, string]> = [
      ['a', 'missing'],
      ['c', 'c'],
    ];
    drawEdgeLines(context, edges, (id) => places[id], view, style);
    expect(calls.slice(3)).toEqual(['beginPath()', 'moveTo(10,20)', 'lineTo(10,20)', 'stroke()']);
  });
});
