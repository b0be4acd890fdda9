/**
 * What an application or parcel shows when a render error escapes its screens. It renders outside
 * the providers (they may be what failed), so its text is plain English.
 */
export function ApplicationCrash({ error }: { error: Error }) {
  return (
    <div className="sd-root">
      <div className="alert alert-danger m-3" role="alert">
        <h2 className="h5">Something went wrong in the service desk.</h2>
        <p className="mb-2">
          This part of the page stopped working. Reload the page to try again; the rest of the help desk keeps working.
        </p>
        <details>
          <summary>Details</summary>
          <code>{error.message}</code>
        </details>
      </div>
    </div>
  );
}
