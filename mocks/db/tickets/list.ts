import { listAttachedTickets, type AttachedTicketRow, type AttachedTicketSortField } from './attached';
import type { PageQuery } from '../list-query';
import { personJson, refJson, type Ref } from '../sql-json';
import type { Db } from '../types';

export interface AssetTicketRow extends AttachedTicketRow {
  title: string;
  assigned: { id: number; full_name: string } | null;
  status: Ref;
  priority: Ref;
  created_at: string;
}

/** One page of the tickets an asset is attached to (search: ticket number and subject). */
export function listTicketsOfAsset(
  db: Db,
  assetId: number,
  query: PageQuery<AttachedTicketSortField>,
): { total: number; tickets: AssetTicketRow[] } {
  return listAttachedTickets<AssetTicketRow>(
    db,
    {
      link: 'ticket_assets',
      ownerColumn: 'asset_id',
      columns: `t.subject AS title, ${personJson('a', ['full_name'], { nullable: true })} AS assigned,
        ${refJson('st')} AS status, ${refJson('pr')} AS priority, t.created_at`,
      json: ['assigned', 'status', 'priority'],
      joins: 'JOIN statuses st ON st.id = t.status_id JOIN priorities pr ON pr.id = t.priority_id',
    },
    assetId,
    query,
  );
}
