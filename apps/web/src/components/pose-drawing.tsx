import type { PhotoPose } from '@vivaha/shared/verification';

import { useTranslation } from '@/lib/i18n';

import hands from './pose-hands.json';

import './pose-drawing.css';

/** The head and shoulders every pose shares, seen from the front. */
const Figure = () => (
  <>
    <path d="M14 118c3-22 19-34 46-34s43 12 46 34" />
    <circle cx="60" cy="48" r="22" />
    <circle cx="52" cy="45" r="1.6" className="pose-drawing__dot" />
    <circle cx="68" cy="45" r="1.6" className="pose-drawing__dot" />
    <path d="M53 56q7 5 14 0" />
    <path d="M38 48q-3 0-3 4t3 4M82 48q3 0 3 4t-3 4" />
  </>
);

/**
 * Each pose's hand, drawn on the figure as SVG paths (pose-hands.json): an open palm raised beside
 * the face, four fingers and the thumb; a thumb up beside the face, from the fist; a hand covering
 * the ear on the same side; two fingers raised apart beside the cheek, the others folded.
 */
const HANDS: Record<PhotoPose, readonly string[]> = hands;

/**
 * A drawn pose of the photo check (README, Verification), with its words: the drawing shows the
 * gesture, the words say it for anyone who cannot see the drawing.
 */
export function PoseDrawing({ pose, size = 120 }: { pose: PhotoPose; size?: number }) {
  const { t } = useTranslation();
  return (
    <figure className="pose-drawing">
      <svg viewBox="0 0 120 120" width={size} height={size} aria-hidden="true" className="pose-drawing__art">
        <Figure />
        {HANDS[pose].map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
      <figcaption className="pose-drawing__words">{t(`poses.${pose}`)}</figcaption>
    </figure>
  );
}
