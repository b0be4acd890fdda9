import type { Option } from '@/api/dependencies';

/** A looked-up value as a record sends it: an id with a name, a title or a person's names. */
interface Ref {
  id: number;
  name?: string | null;
  title?: string | null;
  full_name?: string | null;
  email?: string | null;
}

/** A form's option for a record's looked-up value (its name, else its id); null when it has none. */
export function optionOf(ref: Ref | null | undefined): Option | null {
  if (!ref || ref.id === undefined || ref.id === null) return null;
  return { id: ref.id, name: ref.name ?? ref.title ?? String(ref.id) };
}

/** A form's option for a person (full name, else name, else e-mail, else id); null when none. */
export function personOf(ref: Ref | null | undefined): Option | null {
  if (!ref || ref.id === undefined || ref.id === null) return null;
  return { id: ref.id, name: ref.full_name || ref.name || ref.email || String(ref.id) };
}

/** The options of a record's looked-up values. */
export function optionsOf(refs: Ref[]): Option[] {
  return refs.map(optionOf).filter((option): option is Option => option !== null);
}

/** A form's texts from a loaded record: subject, identifier and description ('' for none). */
export function textValuesOf(record: {
  subject?: string | null;
  identifier?: string | null;
  description?: string | null;
}) {
  return { subject: record.subject ?? '', identifier: record.identifier ?? '', description: record.description ?? '' };
}
