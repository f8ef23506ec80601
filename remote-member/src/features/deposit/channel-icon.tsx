/** Pictures of the deposit channel kinds (bank, e-wallet, QR), drawn in the theme's colours. */
export function ChannelIcon({ kind }: { kind: string }) {
  const common = { width: 28, height: 28, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.6, 'aria-hidden': true } as const;
  if (kind === 'bank') {
    return (
      <svg {...common}>
        <path d="M3 9.5L12 4l9 5.5" strokeLinejoin="round" />
        <path d="M5 10v7M9.5 10v7M14.5 10v7M19 10v7M3 20h18" strokeLinecap="round" />
      </svg>
    );
  }
  if (kind === 'qr') {
    return (
      <svg {...common}>
        <rect x="3.5" y="3.5" width="6" height="6" rx="1" />
        <rect x="14.5" y="3.5" width="6" height="6" rx="1" />
        <rect x="3.5" y="14.5" width="6" height="6" rx="1" />
        <path d="M14.5 14.5h2.5v2.5M20.5 14.5v6h-3.5M14.5 18.5v2" strokeLinecap="round" />
      </svg>
    );
  }
  return (
    <svg {...common}>
      <rect x="3" y="6" width="18" height="13" rx="2.5" />
      <path d="M3 10h18" />
      <circle cx="16.5" cy="14.5" r="1.2" fill="currentColor" />
      <path d="M6 6l9-3 1.5 3" strokeLinejoin="round" />
    </svg>
  );
}
