import type { AxiosInstance } from 'axios';
import { ApiError } from './errors';
import { readMessage } from './responses';

const UNREADABLE = 'The server sent an answer that could not be read. Please try again.';

/** The cursor of a thread's first page: a literal placeholder the server recognises. */
export const FIRST_COMMENT_CURSOR = 'initial';

export interface CommentAttachment {
  id: number;
  value: string;
  size: number | string;
  type?: string | null;
  owner?: string | null;
}

export interface ChangeComment {
  id: number;
  parent_id?: number | null;
  content: string;
  created_at: string;
  creator?: { id: number; full_name: string; profile_pic?: string | null } | null;
  attachments?: CommentAttachment[];
  replies?: ChangeComment[];
}

export interface CommentPage {
  comments: ChangeComment[];
  /** null on the last page. */
  nextCursor: string | null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function fetchChangeComments(
  http: AxiosInstance,
  changeId: number,
  cursor: string,
  signal?: AbortSignal,
): Promise<CommentPage> {
  const response = await http.get('/service-desk/api/get-change-comments', {
    params: { change_id: changeId, type: 'change', cursor },
    signal,
  });
  const data = isObject(response.data) ? response.data.data : undefined;
  if (!isObject(data) || !Array.isArray(data.data)) throw new ApiError(UNREADABLE);
  const next = data.next_cursor;
  return { comments: data.data as ChangeComment[], nextCursor: typeof next === 'string' && next ? next : null };
}

export interface CommentInput {
  comment: string;
  parentId: number | null;
  attachments: File[];
}

function commentForm(changeId: number, input: CommentInput): FormData {
  const form = new FormData();
  form.append('change_id', String(changeId));
  form.append('type', 'change');
  form.append('comment', input.comment);
  form.append('parent_id', input.parentId === null ? 'null' : String(input.parentId));
  input.attachments.forEach((file, index) => form.append(`attachments[${index}]`, file, file.name));
  return form;
}

export async function addChangeComment(http: AxiosInstance, changeId: number, input: CommentInput): Promise<string> {
  return readMessage((await http.post('/service-desk/api/add-change-comment', commentForm(changeId, input))).data);
}

export async function updateChangeComment(
  http: AxiosInstance,
  changeId: number,
  commentId: number,
  input: CommentInput,
): Promise<string> {
  const form = commentForm(changeId, input);
  form.append('comment_id', String(commentId));
  return readMessage((await http.put('/service-desk/api/update-change-comment', form)).data);
}

export async function deleteChangeComment(http: AxiosInstance, changeId: number, commentId: number): Promise<string> {
  const response = await http.delete('/service-desk/api/delete-change-comment', {
    params: { change_id: changeId, type: 'change', comment_id: commentId },
  });
  return readMessage(response.data);
}
