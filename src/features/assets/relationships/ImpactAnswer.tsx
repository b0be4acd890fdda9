import type { UseQueryResult } from '@tanstack/react-query';
import type { Impact } from '@/api/asset-relationships';
import { AlertArea } from '@/ui/AlertArea';
import { errorMessage } from '@/ui/alerts';
import { Loader } from '@/ui/Loader';
import { ImpactList } from './ImpactList';

/** An impact call's answer: the loader, the server's message where it failed, or the list. */
export function ImpactAnswer({ impact, area }: { impact: UseQueryResult<Impact>; area: string }) {
  if (impact.isPending) return <Loader />;
  if (impact.isError) return <AlertArea area={area} alert={{ kind: 'danger', text: errorMessage(impact.error) }} />;
  return <ImpactList impact={impact.data} />;
}
