import type { ReactNode } from 'react';

/** One titled part of a report's page (its info, filter, graph, assets). */
export function ReportSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="mb-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5 border-bottom pb-2 mb-3">
        {title}
      </h2>
      {children}
    </section>
  );
}
