import type { Owner } from '../owners';

/** A stored attachment as every record, planning note and comment sends it. */
export interface StoredAttachment {
  id: number;
  /** The file name. */
  value: string;
  size: number | string;
  /** MIME type or extension. */
  type?: string | null;
  /** The owner in download links, when the server names one. */
  owner?: string | null;
  icon_url?: string | null;
}

/** The owner of a record's attachments in download links, e.g. 'sd_problem:12'. */
export function attachmentOwner(owner: Owner): string {
  return `${owner.type}:${owner.id}`;
}
