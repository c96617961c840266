import { useEffect } from 'react';
import { Link } from 'react-router';

/** A record that is not there (or not the viewer's), with a way back to its list. */
export function NotFoundPanel({
  title,
  text,
  backTo,
  backLabel,
}: {
  title: string;
  text: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <div className="container py-5 text-center">
      <h1 className="h3">{title}</h1>
      <p>{text}</p>
      <Link className="btn btn-primary" to={backTo}>
        {backLabel}
      </Link>
    </div>
  );
}

/** Any other failure to load: logged, and a plain message instead of an empty page. */
export function LoadFailedPanel({ error, message }: { error: unknown; message: string }) {
  useEffect(() => {
    console.error('Loading failed', error);
  }, [error]);
  return (
    <div className="container py-5">
      <div className="alert alert-danger" role="alert">
        {message}
      </div>
    </div>
  );
}

/** A list or setting that did not load, with a button to try again. */
export function RetryAlert({
  text,
  retry,
  onRetry,
  small = false,
  className,
}: {
  text: string;
  retry: string;
  onRetry: () => void;
  /** A small button, as in a list's frame. */
  small?: boolean;
  /** More classes for the alert's box. */
  className?: string;
}) {
  return (
    <div
      className={`alert alert-warning d-flex flex-wrap align-items-center gap-2${className ? ` ${className}` : ''}`}
      role="alert"
    >
      <span className="me-auto">{text}</span>
      <button
        type="button"
        className={small ? 'btn btn-sm btn-outline-secondary' : 'btn btn-outline-secondary'}
        onClick={onRetry}
      >
        {retry}
      </button>
    </div>
  );
}

/** A small spinner that says what is happening ("Updating") to screen readers only. */
export function StatusSpinner({ label, className }: { label: string; className?: string }) {
  return (
    <div className={className} role="status">
      <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
