import type { AxiosInstance } from 'axios';
import { dataOf, readMessage, requireList } from '../responses';
import type { ChangeComment, CommentInput, CommentPage } from './types';

const API = '/service-desk/api';

export async function fetchChangeComments(
  http: AxiosInstance,
  changeId: number,
  cursor: string,
  signal?: AbortSignal,
): Promise<CommentPage> {
  const response = await http.get(`${API}/get-change-comments`, {
    params: { change_id: changeId, type: 'change', cursor },
    signal,
  });
  const data = dataOf(response.data);
  const next = data.next_cursor;
  return {
    comments: requireList<ChangeComment>(data.data),
    nextCursor: typeof next === 'string' && next ? next : null,
  };
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
  return readMessage((await http.post(`${API}/add-change-comment`, commentForm(changeId, input))).data);
}

export async function updateChangeComment(
  http: AxiosInstance,
  changeId: number,
  commentId: number,
  input: CommentInput,
): Promise<string> {
  const form = commentForm(changeId, input);
  form.append('comment_id', String(commentId));
  return readMessage((await http.put(`${API}/update-change-comment`, form)).data);
}

export async function deleteChangeComment(http: AxiosInstance, changeId: number, commentId: number): Promise<string> {
  const response = await http.delete(`${API}/delete-change-comment`, {
    params: { change_id: changeId, type: 'change', comment_id: commentId },
  });
  return readMessage(response.data);
}
