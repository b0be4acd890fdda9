import { AlertArea } from './AlertArea';
import { useAlert } from './alerts';

/** The success message the previous page left for this one (e.g. a save that opened it), dismissible. */
export function CarriedMessageAlert({ area, className }: { area: string; className?: string }) {
  const { alert, clear } = useAlert({ showCarried: true });
  if (!alert) return null;
  return (
    <div className={className}>
      <AlertArea area={area} alert={alert} onDismiss={clear} />
    </div>
  );
}
