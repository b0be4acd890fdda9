import type { AxiosInstance } from 'axios';
import { infiniteQueryOptions, mutationOptions, type QueryClient } from '@tanstack/react-query';
import { activityLogKeys } from '../activity-logs/queries';
import { changeOwner } from '../owners';
import { addChangeComment, deleteChangeComment, fetchChangeComments, updateChangeComment } from './calls';
import { FIRST_COMMENT_CURSOR, type CommentInput } from './types';

export const changeCommentKeys = {
  all: ['change-comments'] as const,
  of: (changeId: number) => ['change-comments', changeId] as const,
};

export const changeCommentQueries = {
  /** The thread, page by page: the first page asks with the placeholder cursor, the next with next_cursor. */
  thread: (http: AxiosInstance, changeId: number) =>
    infiniteQueryOptions({
      queryKey: changeCommentKeys.of(changeId),
      initialPageParam: FIRST_COMMENT_CURSOR,
      queryFn: ({ pageParam, signal }) => fetchChangeComments(http, changeId, pageParam, signal),
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
};

/** A comment changes the thread and is written to the change's activity log. */
function reloadThread(client: QueryClient, changeId: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: changeCommentKeys.of(changeId) }),
    client.invalidateQueries({ queryKey: activityLogKeys.of(changeOwner(changeId)) }),
  ]);
}

export const changeCommentMutations = {
  add: (http: AxiosInstance, changeId: number) =>
    mutationOptions({
      mutationFn: (input: CommentInput) => addChangeComment(http, changeId, input),
      onSuccess: (_message, _input, _result, { client }) => reloadThread(client, changeId),
    }),
  update: (http: AxiosInstance, changeId: number) =>
    mutationOptions({
      mutationFn: ({ commentId, input }: { commentId: number; input: CommentInput }) =>
        updateChangeComment(http, changeId, commentId, input),
      onSuccess: (_message, _input, _result, { client }) => reloadThread(client, changeId),
    }),
  remove: (http: AxiosInstance, changeId: number) =>
    mutationOptions({
      mutationFn: (commentId: number) => deleteChangeComment(http, changeId, commentId),
      onSettled: (_message, _error, _id, _result, { client }) => reloadThread(client, changeId),
    }),
};
