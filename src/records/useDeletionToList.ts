import { useMutation, type MutateOptions, type UseMutationOptions } from '@tanstack/react-query';
import { usePluginContext } from '@/host/PluginContext';
import { carryToNextPage } from '@/ui/carriedMessage';
import { useTimeout } from '@/ui/hooks/useTimeout';

type AfterDeletion = Pick<MutateOptions<string, Error, number>, 'onSuccess' | 'onError' | 'onSettled'>;

/**
 * The deletion of a record from its page: once it succeeds (and `after.onSuccess` ran), its list
 * opens with the server's message, at once or `delayMs` later.
 */
export function useDeletionToList(remove: UseMutationOptions<string, Error, number>, listPath: string, delayMs = 0) {
  const { navigate } = usePluginContext();
  const { schedule } = useTimeout();
  const deletion = useMutation(remove);
  return {
    isPending: deletion.isPending,
    remove: (id: number, { onSuccess, ...after }: AfterDeletion) =>
      deletion.mutate(id, {
        ...after,
        onSuccess: (message, ...context) => {
          onSuccess?.(message, ...context);
          const openList = () => {
            carryToNextPage(message);
            navigate(listPath);
          };
          if (delayMs > 0) schedule(openList, delayMs);
          else openList();
        },
      }),
  };
}
