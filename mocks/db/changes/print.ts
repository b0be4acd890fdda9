import { escapeHtml } from '../../html';
import type { ChangeDetail } from './detail';

/** A printable HTML page of the change; every value is escaped, the description is shown as text. */
export function changePrintPage(change: ChangeDetail): string {
  const rows: Array<[string, string | null | undefined]> = [
    ['Identifier', change.identifier],
    ['Subject', change.subject],
    ['Requester', change.requester.full_name],
    ['Status', change.status.name],
    ['Change type', change.change_type.name],
    ['Priority', change.priority?.name],
    ['Impact', change.impact_type?.name],
    ['Location', change.location?.title],
    ['Department', change.department?.name],
    ['Team', change.team?.name],
    ['Agent', change.agent?.full_name],
    ['Release', change.release ? `${change.release.identifier} ${change.release.subject}` : null],
    ['Raised on', change.change_raised_on],
    ['Closed on', change.change_closed_on],
    [
      'Total activity duration',
      change.total_activity_duration === null ? null : `${change.total_activity_duration} minutes`,
    ],
  ];
  const description = change.description
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const body = rows
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([label, value]) => `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(String(value))}</td></tr>`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(`${change.identifier} ${change.subject}`)}</title>
<style>body{font-family:sans-serif;margin:2rem}th{text-align:left;padding-right:1rem;vertical-align:top}</style>
</head><body>
<h1>${escapeHtml(change.subject)}</h1>
<table>
${body}
</table>
<h2>Description</h2>
<p>${escapeHtml(description)}</p>
</body></html>`;
}
