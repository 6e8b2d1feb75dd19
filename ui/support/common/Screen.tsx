import { useId, type ReactNode } from 'react';

/** A support screen: a landmark named by its one `<h1>` title. */
export function Screen({
  title,
  as: Tag = 'section',
  className,
  children,
}: {
  title: ReactNode;
  /** `article` for the legal texts. */
  as?: 'section' | 'article';
  className?: string;
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Tag className={className ? `screen ${className}` : 'screen'} aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {children}
    </Tag>
  );
}
