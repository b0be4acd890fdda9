import cytoscape from 'cytoscape';
import fcose from 'cytoscape-fcose';
import { layoutPositions, type LayoutRequest } from './layoutPositions';

cytoscape.use(fcose);

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<LayoutRequest>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (event) => {
  scope.postMessage(layoutPositions(cytoscape, event.data));
};
