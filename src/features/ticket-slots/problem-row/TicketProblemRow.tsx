import { useTranslation } from 'react-i18next';
import type { TicketProblem } from '@/api/problems';
import { Link } from '@/ui/Link';
import { Loader } from '@/ui/Loader';
import { useRefreshTicket, useTicketProblem } from '../hooks';
import { useTicketChangeSignal } from '../useTicketChangeSignal';

export interface TicketProblemRowProps {
  ticketId: number;
  /** The associated problem when the host has it (null: none); else it is fetched. */
  problem?: TicketProblem | null;
}

/**
 * The associated-problem row of the ticket meta box: the problem's name linking to the problem.
 * It follows the ticket-changed signal, so attaching or detaching a problem shows at once.
 */
export function TicketProblemRow({ ticketId, problem }: TicketProblemRowProps) {
  const { t } = useTranslation();
  const fetched = useTicketProblem(ticketId, problem);
  const refresh = useRefreshTicket(ticketId);
  useTicketChangeSignal(problem === undefined ? ticketId : null, refresh);
  const shown = problem !== undefined ? problem : fetched.data;

  return (
    <div className="d-flex gap-2 align-items-baseline sd-ticket-problem-row">
      <span className="fw-semibold">{t('ts_associated_problem')}</span>
      {problem === undefined && fetched.isPending ? (
        <Loader small />
      ) : problem === undefined && fetched.isError ? (
        <span className="text-danger" role="alert">
          {fetched.error.message}
        </span>
      ) : shown ? (
        <Link to={shown.redirect_to} title={shown.name}>
          {shown.name}
        </Link>
      ) : (
        <span className="text-secondary">{t('ts_no_problem')}</span>
      )}
    </div>
  );
}
