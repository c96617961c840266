/** A photo's 150 by 150 thumbnail, loaded as it nears the screen unless `eager`. */
export function Thumbnail({
  src,
  alt,
  className,
  eager = false,
}: {
  src: string;
  alt: string;
  className: string;
  eager?: boolean;
}) {
  return (
    <img src={src} alt={alt} width={150} height={150} loading={eager ? undefined : 'lazy'} className={className} />
  );
}
