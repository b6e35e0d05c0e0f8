/** antd's Skeleton in look: `rows` shimmering bars while a first load runs (still under reduced motion). */
export function Skeleton({ rows = 2 }: { rows?: number }) {
  return (
    <div className="salao-skeleton" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} />
      ))}
    </div>
  );
}
