import type { AssetActionKey, AssetServiceType } from '@/api/assets';

/** What the asset page does with one type of record it can be attached to. */
export interface AssetService {
  type: AssetServiceType;
  /** The tab listing them, and its title's text key. */
  tab:
    | 'associated_problems'
    | 'associated_changes'
    | 'associated_releases'
    | 'associated_contracts'
    | 'associated_tickets';
  viewable: AssetActionKey;
  attach: AssetActionKey;
  detach: AssetActionKey;
  /** The lookup the attach dialog picks from. */
  dependency: string;
  /** Text keys: the action menu's entry, and the dialog's search and choice labels. */
  attachLabel: string;
  searchLabel: string;
  chooseLabel: string;
}

/** The five types, in the order of their tabs. */
export const ASSET_SERVICES: readonly AssetService[] = [
  {
    type: 'sd_problem',
    tab: 'associated_problems',
    viewable: 'associated_problems_tab_viewable',
    attach: 'attach_problems',
    detach: 'detach_problems',
    dependency: 'problems',
    attachLabel: 'asset_attach_problems',
    searchLabel: 'asset_search_problems',
    chooseLabel: 'asset_choose_problems',
  },
  {
    type: 'sd_changes',
    tab: 'associated_changes',
    viewable: 'associated_changes_tab_viewable',
    attach: 'attach_changes',
    detach: 'detach_changes',
    dependency: 'changes',
    attachLabel: 'asset_attach_changes',
    searchLabel: 'asset_search_changes',
    chooseLabel: 'asset_choose_changes',
  },
  {
    type: 'sd_releases',
    tab: 'associated_releases',
    viewable: 'associated_releases_tab_viewable',
    attach: 'attach_releases',
    detach: 'detach_releases',
    dependency: 'releases',
    attachLabel: 'asset_attach_releases',
    searchLabel: 'asset_search_releases',
    chooseLabel: 'asset_choose_releases',
  },
  {
    type: 'sd_contracts',
    tab: 'associated_contracts',
    viewable: 'associated_contracts_tab_viewable',
    attach: 'attach_contracts',
    detach: 'detach_contracts',
    dependency: 'contracts',
    attachLabel: 'asset_attach_contracts',
    searchLabel: 'asset_search_contracts',
    chooseLabel: 'asset_choose_contracts',
  },
  {
    type: 'tickets',
    tab: 'associated_tickets',
    viewable: 'associated_tickets_tab_viewable',
    attach: 'attach_tickets',
    detach: 'detach_tickets',
    dependency: 'tickets',
    attachLabel: 'asset_attach_tickets',
    searchLabel: 'asset_search_tickets',
    chooseLabel: 'asset_choose_tickets',
  },
];
