import { NotFound } from '@/ui/NotFound';
import type { ScreenProps } from '@/ui/RouteSwitch';
import { ProblemView } from '../view/ProblemView';

/** /service-desk/problem/{id}/show */
export default function ProblemViewScreen({ params }: ScreenProps) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  return <ProblemView key={id} problemId={id} />;
}
