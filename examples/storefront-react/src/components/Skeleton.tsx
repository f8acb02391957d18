export function Skeleton({ className = '', style }: { className?: string; style?: React.CSSProperties }) {
  return <span className={`skeleton ${className}`} style={style} aria-hidden="true" />;
}

export function CardSkeleton() {
  return (
    <div className="card card-skeleton" data-testid="card-skeleton">
      <Skeleton className="skeleton-image" />
      <div className="card-body">
        <Skeleton className="skeleton-line" style={{ width: '70%' }} />
        <Skeleton className="skeleton-line" style={{ width: '35%' }} />
      </div>
    </div>
  );
}
