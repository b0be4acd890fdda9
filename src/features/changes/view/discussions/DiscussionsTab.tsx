import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { changeCommentMutations, changeCommentQueries, type ChangeComment } from '@/api/change-comments';
import { displayDateTime } from '@/format/dates';
import { useHttp } from '@/host/PluginContext';
import { AlertArea } from '@/ui/AlertArea';
import { useAlert } from '@/ui/alerts';
import { Attachment } from '@/ui/Attachment';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { useDialog } from '@/ui/hooks/useDialog';
import { Loader } from '@/ui/Loader';
import { SafeHtml } from '@/ui/SafeHtml';
import { CommentDialog } from './CommentDialog';

/** The thread's scroll area, from the specification. */
export const THREAD_MAX_HEIGHT = 523;

type Editing =
  { mode: 'add'; parentId: null } | { mode: 'reply'; parentId: number } | { mode: 'edit'; comment: ChangeComment };

interface CommentItemProps {
  comment: ChangeComment;
  /** Without these the comment is shown without its buttons. */
  onReply?(): void;
  onEdit?(): void;
  onDelete?(): void;
}

function CommentItem({ comment, onReply, onEdit, onDelete }: CommentItemProps) {
  const { t } = useTranslation();
  const author = comment.creator?.full_name || '--';
  return (
    <article className="border rounded p-2 mb-2" aria-label={t('change_comment_by', { name: author })}>
      <div className="d-flex flex-wrap justify-content-between gap-2">
        <div>
          <strong>{author}</strong>{' '}
          <time className="text-secondary small" dateTime={comment.created_at}>
            {displayDateTime(comment.created_at)}
          </time>
        </div>
        <div className="btn-group btn-group-sm">
          {onReply && (
            <button type="button" className="btn btn-outline-secondary" onClick={onReply}>
              {t('reply')}
            </button>
          )}
          {onEdit && (
            <button type="button" className="btn btn-outline-secondary" onClick={onEdit}>
              {t('edit')}
            </button>
          )}
          {onDelete && (
            <button type="button" className="btn btn-outline-danger" onClick={onDelete}>
              {t('delete')}
            </button>
          )}
        </div>
      </div>
      <SafeHtml html={comment.content} className="mt-1" />
      {(comment.attachments ?? []).length > 0 && (
        <ul className="list-unstyled mb-0">
          {(comment.attachments ?? []).map((file) => (
            <li key={file.id}>
              <Attachment file={file} owner={file.owner || `sd_change_comment:${comment.id}`} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

export interface DiscussionsTabProps {
  changeId: number;
  /** Whether the user may write: add, reply, edit and delete; else the thread is read-only. */
  canComment: boolean;
}

/** The change's discussion: a cursor-loaded thread with replies and files; add, reply, edit, delete. */
export default function DiscussionsTab({ changeId, canComment }: DiscussionsTabProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const thread = useInfiniteQuery(changeCommentQueries.thread(http, changeId));
  const add = useMutation(changeCommentMutations.add(http, changeId));
  const update = useMutation(changeCommentMutations.update(http, changeId));
  const remove = useMutation(changeCommentMutations.remove(http, changeId));
  const { alert, showSuccess, showError, clear } = useAlert();
  const dialog = useDialog<{ name: 'write'; editing: Editing } | { name: 'delete'; comment: ChangeComment }>();
  // Each opening of the comment dialog starts a fresh form.
  const [opening, setOpening] = useState(0);
  const editing = dialog.shown('write')?.editing ?? null;
  const toDelete = dialog.shown('delete')?.comment ?? null;
  // A failed load clears the list.
  const comments = thread.isError ? [] : (thread.data?.pages.flatMap((page) => page.comments) ?? []);

  const open = (next: Editing) => {
    clear();
    setOpening((value) => value + 1);
    dialog.show({ name: 'write', editing: next });
  };

  const item = (comment: ChangeComment, canReply: boolean) =>
    canComment ? (
      <CommentItem
        comment={comment}
        onReply={canReply ? () => open({ mode: 'reply', parentId: comment.id }) : undefined}
        onEdit={() => open({ mode: 'edit', comment })}
        onDelete={() => {
          clear();
          dialog.show({ name: 'delete', comment });
        }}
      />
    ) : (
      <CommentItem comment={comment} />
    );

  const dialogTitle =
    editing?.mode === 'edit'
      ? t('change_edit_comment')
      : editing?.mode === 'reply'
        ? t('reply')
        : t('change_add_comment');

  return (
    <div>
      <AlertArea area="change-discussion" alert={alert} onDismiss={clear} />
      {thread.isLoading ? (
        <Loader />
      ) : comments.length === 0 ? (
        <div className="text-center py-4">
          <p className="text-secondary">{t('change-no-discussions')}</p>
          {canComment && (
            <button type="button" className="btn btn-primary" onClick={() => open({ mode: 'add', parentId: null })}>
              {t('change-start-discussion')}
            </button>
          )}
        </div>
      ) : (
        <>
          {canComment && (
            <div className="d-flex justify-content-end mb-2">
              <button
                type="button"
                className="btn btn-sm btn-primary"
                onClick={() => open({ mode: 'add', parentId: null })}
              >
                {t('change_add_comment')}
              </button>
            </div>
          )}
          <div
            className="overflow-auto"
            style={{ maxHeight: THREAD_MAX_HEIGHT }}
            tabIndex={0}
            role="region"
            aria-label={t('change_discussions')}
          >
            <ol className="list-unstyled mb-0">
              {comments.map((comment) => (
                <li key={comment.id}>
                  {item(comment, true)}
                  {(comment.replies ?? []).length > 0 && (
                    <ol className="list-unstyled ms-4">
                      {(comment.replies ?? []).map((reply) => (
                        <li key={reply.id}>{item(reply, false)}</li>
                      ))}
                    </ol>
                  )}
                </li>
              ))}
            </ol>
            {thread.hasNextPage && (
              <div className="text-center">
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  disabled={thread.isFetchingNextPage}
                  onClick={() => void thread.fetchNextPage()}
                >
                  {thread.isFetchingNextPage ? t('loading') : t('change_load_more_comments')}
                </button>
              </div>
            )}
          </div>
        </>
      )}
      {editing && (
        <CommentDialog
          key={opening}
          show
          title={dialogTitle}
          initial={editing.mode === 'edit' ? editing.comment.content : ''}
          parentId={editing.mode === 'edit' ? (editing.comment.parent_id ?? null) : editing.parentId}
          onClose={dialog.close}
          onSubmit={(input) =>
            editing.mode === 'edit'
              ? update.mutateAsync({ commentId: editing.comment.id, input })
              : add.mutateAsync(input)
          }
          onDone={(message) => {
            dialog.close();
            showSuccess(message);
          }}
        />
      )}
      <ConfirmDialog
        show={toDelete !== null}
        busy={remove.isPending}
        confirmLabel={t('delete')}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete.id, {
            onSuccess: showSuccess,
            onError: showError,
            onSettled: dialog.close,
          })
        }
        onCancel={dialog.close}
      />
    </div>
  );
}
