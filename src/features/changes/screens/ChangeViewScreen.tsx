import type { ScreenProps } from '../../../ui/RouteSwitch';

/** Scaffolding for the route table: the change view screen replaces this. */
export default function ChangeViewScreen(_props: ScreenProps) {
  return <section className="card m-3" aria-label="changes" />;
}
