import type { ReactNode } from 'react';
import type { Image } from '../../../content';
import { renditionSrc } from '../../../content/images';

export interface PeekImageProps {
  image: Image;
  /** Id of the overlay, for the toggle's aria-controls. */
  overlayId: string;
  /** What the overlay holds, for the toggle's name: "tech stack", "app description". */
  overlayName: string;
  /** Pinned open by a tap or a keypress (held by the screen's machine). */
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}

// How wide the image shows, as the screens lay it out: the window less the frame on a phone or a small
// tablet; beside the player stats up to 65rem, where the menu stacks above it, the window less the stats
// column and the frames; at most 30.5rem beside the menu. It never says less than the real width, so the
// copy the browser picks is never too small.
const SIZES =
  '(max-width: 40rem) calc(100vw - 5rem), (max-width: 52rem) calc(100vw - 4.5rem), (max-width: 65rem) calc(100vw - 24rem), 30.5rem';

const srcSet = (image: Image) =>
  image.renditions?.length
    ? [
        ...image.renditions.map((w) => `${renditionSrc(image, w)} ${w}w`),
        `${image.src} ${image.width}w`,
      ].join(', ')
    : undefined;

/**
 * The detail image. A mouse sees the overlay on hover; keyboard and touch users show and hide it with
 * the toggle, whose name and aria-expanded always say what is on screen.
 */
export function PeekImage({ image, overlayId, overlayName, open, onToggle, children }: PeekImageProps) {
  const copies = srcSet(image);
  return (
    <figure className="peek" data-open={open}>
      <div className="peek__frame">
        <div className="peek__media">
          <img
            className="peek__image"
            src={image.src}
            srcSet={copies}
            sizes={copies && SIZES}
            alt={image.alt}
            width={image.width}
            height={image.height}
            decoding="async"
            // The largest thing on the screen: the first paint's image wins the bandwidth.
            fetchPriority="high"
          />
          <button
            type="button"
            className="peek__toggle"
            aria-expanded={open}
            aria-controls={overlayId}
            onClick={onToggle}
          >
            <span className="peek__toggle-mark" aria-hidden="true">
              {open ? '−' : '+'}
            </span>
            {open ? 'Hide' : 'Show'} {overlayName}
          </button>
        </div>
        {/* Open, it takes the focus after its toggle, so a keyboard can scroll a long one in any browser (axe's scrollable-region-focusable). */}
        <div
          className="peek__overlay"
          id={overlayId}
          role="region"
          aria-label={overlayName}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={open ? 0 : undefined}
        >
          {children}
        </div>
      </div>
    </figure>
  );
}
