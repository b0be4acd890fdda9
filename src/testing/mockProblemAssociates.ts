// Replaces the associates' tabs and dialogs with the doubles; import this first in a view test.
const DOUBLES = {
  PlanningTab: 'planningTab',
  AssetsTab: 'assetsTab',
  TicketsTab: 'ticketsTab',
  PlanningDialog: 'planningDialog',
  AttachAssetsToProblemDialog: 'attachAssetsDialog',
  AttachTicketsDialog: 'attachTicketsDialog',
};

for (const [module, double] of Object.entries(DOUBLES)) {
  jest.mock(`@/features/problems/associates/${module}`, () => jest.requireActual('./problemAssociateDoubles')[double]);
}

export {};
