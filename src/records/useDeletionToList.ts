import { useMutation, type MutateOptions, type UseMutationOptions } from '@tanstack/react-query';
import { usePluginContext } from '@/host/PluginContext';
import { carryToNextPage } from '@/ui/carriedMessage';

type AfterDeletion = Pick<MutateOptions<string, Error, number>, 'onError' | 'onSettled'>;

/** The deletion of a record from its page: once it succeeds, its list opens with the server's message. */
export function useDeletionToList(remove: UseMutationOptions<string, Error, number>, listPath: string) {
  const { navigate } = usePluginContext();
  const deletion = useMutation(remove);
  return {
    isPending: deletion.isPending,
    remove: (id: number, after: AfterDeletion) =>
      deletion.mutate(id, {
        ...after,
        onSuccess: (message) => {
          carryToNextPage(message);
          navigate(listPath);
        },
      }),
  };
}
