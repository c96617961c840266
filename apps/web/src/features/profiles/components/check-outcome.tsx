interface Props {
  /** The answer to the last try, once there is one. */
  said: string | undefined;
  /** Good news shows green, anything else amber. */
  good?: boolean;
  /** Why the last try failed, shown above nothing else. */
  error: string | undefined;
  /** The space above each box. */
  gap: 'mt-2' | 'mt-3';
}

/** What a check's last try came to, under its form: the answer, or why it failed. */
export function CheckOutcome({ said, good = true, error, gap }: Props) {
  return (
    <>
      {said !== undefined && (
        <div className={`alert ${good ? 'alert-success' : 'alert-warning'} ${gap} mb-0`} role="status">
          {said}
        </div>
      )}
      {error && (
        <div className={`alert alert-danger ${gap} mb-0`} role="alert">
          {error}
        </div>
      )}
    </>
  );
}
