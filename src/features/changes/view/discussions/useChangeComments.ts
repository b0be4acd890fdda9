import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addChangeComment,
  deleteChangeComment,
  fetchChangeComments,
  FIRST_COMMENT_CURSOR,
  updateChangeComment,
  type CommentInput,
} from '../../../../api/changeComments';
import { useHttp } from '../../../../ui/PluginContext';
import { changeViewKeys } from '../hooks';

/** The thread, page by page: the first page asks with the placeholder cursor, the next with next_cursor. */
export function useChangeComments(changeId: number) {
  const http = useHttp();
  return useInfiniteQuery({
    queryKey: changeViewKeys.comments(changeId),
    initialPageParam: FIRST_COMMENT_CURSOR,
    queryFn: ({ pageParam, signal }) => fetchChangeComments(http, changeId, pageParam, signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useCommentMutations(changeId: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: changeViewKeys.all(changeId) });
  return {
    add: useMutation({
      mutationFn: (input: CommentInput) => addChangeComment(http, changeId, input),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ commentId, input }: { commentId: number; input: CommentInput }) =>
        updateChangeComment(http, changeId, commentId, input),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (commentId: number) => deleteChangeComment(http, changeId, commentId),
      onSettled: refresh,
    }),
  };
}
