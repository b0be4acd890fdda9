import type { AxiosInstance } from 'axios';
import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { activityLogKeys } from '../activity-logs/queries';
import { changeOwner } from '../owners';
import { invalidateEach, reloadOnSettled, reloadOnSuccess } from '../query/mutations';
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
function reloadThread(changeId: number) {
  return (client: QueryClient) =>
    invalidateEach(client, [changeCommentKeys.of(changeId), activityLogKeys.of(changeOwner(changeId))]);
}

export const changeCommentMutations = {
  add: (http: AxiosInstance, changeId: number) =>
    reloadOnSuccess((input: CommentInput) => addChangeComment(http, changeId, input), reloadThread(changeId)),
  update: (http: AxiosInstance, changeId: number) =>
    reloadOnSuccess(
      ({ commentId, input }: { commentId: number; input: CommentInput }) =>
        updateChangeComment(http, changeId, commentId, input),
      reloadThread(changeId),
    ),
  remove: (http: AxiosInstance, changeId: number) =>
    reloadOnSettled((commentId: number) => deleteChangeComment(http, changeId, commentId), reloadThread(changeId)),
};
