/** How a form reads a 422's field errors: which server field is shown on which form field. */
export interface ServerFieldMap<F extends string> {
  /** The form field a server field is shown on (`asset_ids.1` and `asset_ids[]` on `asset_ids`'s). */
  fieldOf(serverField: string): F | undefined;
  /** The first server message of each form field; messages of fields the form does not show are left out. */
  fieldErrors(messages: Record<string, string>): Partial<Record<F, string>>;
  /** Server messages of fields the form does not show (e.g. ticket_id): they join the alert. */
  unplacedMessages(messages: Record<string, string>): string[];
}

/** `fields` maps each server field name to the form field showing its message. */
export function serverFieldMap<F extends string>(fields: Record<string, F>): ServerFieldMap<F> {
  return serverFieldMapOf((serverField) => {
    const base = serverField.replace(/\[\]$/, '').split('.')[0];
    return Object.hasOwn(fields, base) ? fields[base] : undefined;
  });
}

/** `fieldOf` names the form field showing a server field's message (undefined: the form does not show it). */
export function serverFieldMapOf<F extends string>(fieldOf: (serverField: string) => F | undefined): ServerFieldMap<F> {
  return {
    fieldOf,
    fieldErrors(messages) {
      const errors: Partial<Record<F, string>> = {};
      for (const [serverField, message] of Object.entries(messages)) {
        const field = fieldOf(serverField);
        if (field && !errors[field]) errors[field] = message;
      }
      return errors;
    },
    unplacedMessages(messages) {
      return Object.entries(messages)
        .filter(([serverField]) => fieldOf(serverField) === undefined)
        .map(([, message]) => message);
    },
  };
}
