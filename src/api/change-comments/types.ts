import type { StoredAttachment } from '../attachments/types';

/** The cursor of a thread's first page: a literal placeholder the server recognises. */
export const FIRST_COMMENT_CURSOR = 'initial';

export interface ChangeComment {
  id: number;
  parent_id?: number | null;
  content: string;
  created_at: string;
  creator?: { id: number; full_name: string; profile_pic?: string | null } | null;
  attachments?: StoredAttachment[];
  replies?: ChangeComment[];
}

export interface CommentPage {
  comments: ChangeComment[];
  /** null on the last page. */
  nextCursor: string | null;
}

export interface CommentInput {
  comment: string;
  parentId: number | null;
  attachments: File[];
}
