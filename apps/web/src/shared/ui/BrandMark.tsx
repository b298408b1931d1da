import { APP_TITLE } from '@phlox/contract';

export function BrandMark({ inverted = false }: { inverted?: boolean }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span
        style={{
          fontSize: 18,
          fontWeight: 600,
          color: inverted ? '#fff' : 'rgba(0, 0, 0, 0.88)',
          whiteSpace: 'nowrap',
        }}
      >
        {APP_TITLE}
      </span>
    </span>
  );
}
