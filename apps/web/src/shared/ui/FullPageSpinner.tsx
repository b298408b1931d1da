/** A CSS-only spinner: it shows while the first chunks load, so it must not need antd's Spin. */
export function FullPageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      style={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <span className="phlox-spinner" aria-hidden />
    </div>
  );
}
