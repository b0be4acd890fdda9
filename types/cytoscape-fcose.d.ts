declare module 'cytoscape-fcose' {
  import type cytoscape from 'cytoscape';

  const fcose: cytoscape.Ext;
  export default fcose;
}
