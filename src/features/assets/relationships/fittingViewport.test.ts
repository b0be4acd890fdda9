import { fittingViewport } from './fittingViewport';

const options = { reach: 10, padding: 20, minZoom: 0.01, maxZoom: 10 };

/** Where a model position lands on the canvas. */
const onCanvas = (viewport: { zoom: number; pan: { x: number; y: number } }, x: number, y: number) => ({
  x: viewport.zoom * x + viewport.pan.x,
  y: viewport.zoom * y + viewport.pan.y,
});

describe('the viewport that fits a map', () => {
  it('shows every asset, with its shape, inside the padding, centred', () => {
    const viewport = fittingViewport(
      { a: { x: -100, y: 0 }, b: { x: 300, y: 50 }, c: { x: 0, y: 100 } },
      400,
      300,
      options,
    )!;
    // 420 wide with the shapes, into 360: the width decides.
    expect(viewport.zoom).toBeCloseTo(360 / 420);
    expect(onCanvas(viewport, -110, 0).x).toBeCloseTo(20);
    expect(onCanvas(viewport, 310, 0).x).toBeCloseTo(380);
    const top = onCanvas(viewport, 0, -10).y;
    const bottom = onCanvas(viewport, 0, 110).y;
    expect(top + bottom).toBeCloseTo(300);
  });

  it('keeps to the zoom the map allows', () => {
    const single = fittingViewport({ a: { x: 5, y: 5 } }, 400, 300, { ...options, maxZoom: 2 })!;
    expect(single.zoom).toBe(2);
    expect(onCanvas(single, 5, 5)).toEqual({ x: 200, y: 150 });
  });

  it('has nothing to fit without positions or without room', () => {
    expect(fittingViewport({}, 400, 300, options)).toBeNull();
    expect(fittingViewport({ a: { x: 0, y: 0 } }, 0, 0, options)).toBeNull();
  });
});
