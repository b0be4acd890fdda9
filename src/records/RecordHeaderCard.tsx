import type { ReactNode } from 'react';
import { truncate } from '@/format/truncate';
import { LIMITS } from '@/ui/constants';

interface RecordHeaderCardProps {
  /** Prefix of the title's id, e.g. 'sd-change-view'. */
  id: string;
  subject: string;
  identifier?: string | null;
  /** Shown after the identifier (the problem's state). */
  badge?: ReactNode;
  /** The toolbar or action menus, at the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The header card of a record's view: its subject (cut to 50) as the page title, identifier and actions, then `children`. */
export function RecordHeaderCard({ id, subject, identifier, badge, actions, children }: RecordHeaderCardProps) {
  const titleId = `${id}-title`;
  return (
    <section className="card mb-3" aria-labelledby={titleId}>
      <div className="card-header d-flex flex-wrap align-items-center justify-content-between gap-2">
        <div className="d-flex flex-wrap align-items-center gap-2" style={{ minWidth: 0 }}>
          <h1 id={titleId} className="h4 mb-0" title={subject}>
            {truncate(subject, LIMITS.subject)}
          </h1>
          {identifier && <span className="text-secondary">{identifier}</span>}
          {badge}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
