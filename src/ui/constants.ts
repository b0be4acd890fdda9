/** Dialog widths, delays and limits of the specification, in one place. */
export const DIALOG_WIDTH = {
  confirm: 500,
  assign: 800,
  newChange: 800,
  permissions: 800,
  filter: 800,
  form: 850,
  attachAssets: 950,
  impact: 950,
  comment: 700,
} as const;

export const DELAY_MS = {
  redirectAfterCreate: 3000,
  associatesReload: 3000,
  createFormLoader: 1000,
  newChangeClose: 1000,
  refreshAfterNewChange: 1000,
  logReload: 1000,
  tabSwitchLoader: 3000,
  cabDialogReset: 2000,
  copiedFeedback: 2000,
} as const;

export const LIMITS = {
  subject: 50,
  identifier: 45,
  solutionTitle: 50,
  approverReason: 250,
  label: 15,
  detachLabel: 10,
  selectLabel: 40,
  attachFilterSelectLabel: 10,
  customFieldFilterName: 10,
} as const;

/** The largest file the backend takes, in bytes (10 MB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const PAGE_LINK_CHUNK = 5;
/** How long a lookup waits after the last keystroke before asking the server. */
export const LOOKUP_DEBOUNCE_MS = 300;
