export { FIRST_COMMENT_CURSOR, type ChangeComment, type CommentInput, type CommentPage } from './types';
export { addChangeComment, deleteChangeComment, fetchChangeComments, updateChangeComment } from './calls';
export { changeCommentKeys, changeCommentMutations, changeCommentQueries } from './queries';
