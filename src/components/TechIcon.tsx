import { techIconSrc } from '../../contracts/icons';
import type { TechItem } from '../../content';

export interface TechIconProps {
  /** A technology name from content; the build draws it into /icons/tech.svg (scripts/site/techIcons.ts). */
  icon: TechItem['icon'];
  size?: number;
  /** Empty when a visible title names the technology next to the icon. */
  alt?: string;
  className?: string;
}

/** A technology logo as a plain image, so no icon data ends up in the JavaScript bundles. */
export function TechIcon({ icon, size = 32, alt = '', className }: TechIconProps) {
  return (
    <img
      className={className}
      src={techIconSrc(icon)}
      width={size}
      height={size}
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  );
}
