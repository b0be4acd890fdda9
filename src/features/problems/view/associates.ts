import { lazy } from 'react';

/**
 * The planning, assets and tickets tabs and their dialogs, each in its own chunk, loaded when first
 * shown. Contracts: tabs take { problemId, onChanged }; dialogs are closed by their own props.
 */
export const PlanningTab = lazy(() => import(/* webpackChunkName: "problem-planning" */ '../associates/PlanningTab'));
export const AssetsTab = lazy(() => import(/* webpackChunkName: "problem-assets" */ '../associates/AssetsTab'));
export const TicketsTab = lazy(() => import(/* webpackChunkName: "problem-tickets" */ '../associates/TicketsTab'));
export const PlanningDialog = lazy(
  () => import(/* webpackChunkName: "problem-planning-dialog" */ '../associates/PlanningDialog'),
);
export const AttachAssetsToProblemDialog = lazy(
  () => import(/* webpackChunkName: "problem-attach-assets" */ '../associates/AttachAssetsToProblemDialog'),
);
export const AttachTicketsDialog = lazy(
  () => import(/* webpackChunkName: "problem-attach-tickets" */ '../associates/AttachTicketsDialog'),
);
