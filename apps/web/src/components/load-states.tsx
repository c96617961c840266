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
