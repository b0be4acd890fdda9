import type { ReactNode } from 'react';

interface SettingsPageProps {
  /** Prefix of the card's ids, e.g. 'sd-barcode'. */
  id: string;
  title: string;
  /** Buttons at the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** An admin settings page: one card with the title (and its actions) over the form. */
export function SettingsPage({ id, title, actions, children }: SettingsPageProps) {
  const titleId = `${id}-title`;
  return (
    <section className="card m-3" aria-labelledby={titleId}>
      <div className="card-header d-flex align-items-center justify-content-between gap-2">
        <h1 id={titleId} className="h4 mb-0">
          {title}
        </h1>
        {actions}
      </div>
      <div className="card-body">{children}</div>
    </section>
  );
}
