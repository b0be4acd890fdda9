import type { ScreenProps } from '../../../ui/RouteSwitch';

/** Scaffolding for the route table: the change create/edit screen replaces this. */
export default function ChangeFormScreen(_props: ScreenProps) {
  return <section className="card m-3" aria-label="changes" />;
}
