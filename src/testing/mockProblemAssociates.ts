// Replaces the associates' tabs and dialogs with the doubles; import this first in a view test.
jest.mock(
  '@/features/problems/associates/PlanningTab',
  () => jest.requireActual('./problemAssociateDoubles').planningTab,
);
jest.mock('@/features/problems/associates/AssetsTab', () => jest.requireActual('./problemAssociateDoubles').assetsTab);
jest.mock(
  '@/features/problems/associates/TicketsTab',
  () => jest.requireActual('./problemAssociateDoubles').ticketsTab,
);
jest.mock(
  '@/features/problems/associates/PlanningDialog',
  () => jest.requireActual('./problemAssociateDoubles').planningDialog,
);
jest.mock(
  '@/features/problems/associates/AttachAssetsToProblemDialog',
  () => jest.requireActual('./problemAssociateDoubles').attachAssetsDialog,
);
jest.mock(
  '@/features/problems/associates/AttachTicketsDialog',
  () => jest.requireActual('./problemAssociateDoubles').attachTicketsDialog,
);

export {};
