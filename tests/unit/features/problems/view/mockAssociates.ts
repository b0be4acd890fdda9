// Replaces the associates' tabs and dialogs with the doubles; import this first in a view test.
jest.mock(
  '../../../../../src/features/problems/associates/PlanningTab',
  () => jest.requireActual('./associateDoubles').planningTab,
);
jest.mock(
  '../../../../../src/features/problems/associates/AssetsTab',
  () => jest.requireActual('./associateDoubles').assetsTab,
);
jest.mock(
  '../../../../../src/features/problems/associates/TicketsTab',
  () => jest.requireActual('./associateDoubles').ticketsTab,
);
jest.mock(
  '../../../../../src/features/problems/associates/PlanningDialog',
  () => jest.requireActual('./associateDoubles').planningDialog,
);
jest.mock(
  '../../../../../src/features/problems/associates/AttachAssetsToProblemDialog',
  () => jest.requireActual('./associateDoubles').attachAssetsDialog,
);
jest.mock(
  '../../../../../src/features/problems/associates/AttachTicketsDialog',
  () => jest.requireActual('./associateDoubles').attachTicketsDialog,
);

export {};
