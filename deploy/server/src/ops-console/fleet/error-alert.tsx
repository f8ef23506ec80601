/** A failure to load or to change something, said at once to a screen reader (role=alert); nothing when there is none. */
export function ErrorAlert({ error }: { error: string | null | undefined }) {
  return error ? (
    <p className="oc-error" role="alert">
      {error}
    </p>
  ) : null;
}
