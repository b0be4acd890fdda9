import { memo, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GraphNode } from '@/api/asset-relationships';

interface MapNodeListProps {
  nodes: GraphNode[];
  /** The keyboard moved to this asset: the map selects it. */
  onActive(node: GraphNode): void;
  /** Enter (or a click) on an asset: its dialog. */
  onOpen(node: GraphNode): void;
}

const STEPS: Record<string, (index: number, last: number) => number> = {
  ArrowDown: (index, last) => Math.min(index + 1, last),
  ArrowRight: (index, last) => Math.min(index + 1, last),
  ArrowUp: (index) => Math.max(index - 1, 0),
  ArrowLeft: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_index, last) => last,
};

/**
 * The map's assets as one keyboard stop: the arrow keys, Home and End move through them (and
 * select each on the map), Enter or Space opens the asset's dialog. A thousand options are not
 * rendered again while the map beside them is drawn.
 */
export const MapNodeList = memo(function MapNodeList({ nodes, onActive, onOpen }: MapNodeListProps) {
  const { t } = useTranslation();
  const id = useId();
  const [active, setActive] = useState(0);
  const current = Math.min(active, nodes.length - 1);
  const optionId = (index: number) => `${id}-option-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (nodes[current]) onOpen(nodes[current]);
      return;
    }
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(current, nodes.length - 1);
    setActive(next);
    onActive(nodes[next]);
    document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
  };

  return (
    <div className="sd-map-node-list">
      <p id={`${id}-hint`} className="small text-body-secondary mb-1">
        {t('asset_map_nodes_hint')}
      </p>
      <div
        role="listbox"
        tabIndex={0}
        aria-label={t('asset_map_nodes')}
        aria-describedby={`${id}-hint`}
        aria-activedescendant={nodes.length > 0 ? optionId(current) : undefined}
        className="list-group overflow-auto"
        style={{ maxHeight: 360 }}
        onKeyDown={onKeyDown}
      >
        {nodes.map((node, index) => (
          <div
            key={node.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === current}
            className={`list-group-item list-group-item-action py-1${index === current ? ' list-group-item-primary' : ''}`}
            onClick={() => {
              setActive(index);
              onOpen(node);
            }}
          >
            {node.name ?? `#${node.id}`}
            {node.asset_type && <span className="d-block small">{node.asset_type}</span>}
          </div>
        ))}
      </div>
    </div>
  );
});
