import { ICONS, type IconName } from './icons';

/** A shell icon, decorative unless given a label. */
export function Icon({ name, size = 20, label, className }: { name: IconName; size?: number; label?: string; className?: string }) {
  return (
    <svg
      className={`h-icon${className ? ` ${className}` : ''}`}
      width={size}
      height={size}
      viewBox="0 0 512 512"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      // Static paths from icons.ts, never data from the gateway.
      dangerouslySetInnerHTML={{ __html: ICONS[name] }}
    />
  );
}
