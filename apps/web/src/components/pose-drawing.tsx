import type { ReactNode } from 'react';

import type { PhotoPose } from '@vivaha/shared/verification';

import { useTranslation } from '@/lib/i18n';

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

/** Each pose's hand, drawn on the figure. */
const HANDS: Record<PhotoPose, ReactNode> = {
  // An open palm raised beside the face: four fingers and the thumb.
  palm: (
    <>
      <path d="M20 92 22 62" />
      <path d="M14 62c-2-6-2-14 0-18h14c2 4 2 12 0 18z" />
      <path d="M15 44V28M19 44V24M23 44V25M27 44V30M28 52l7-8" />
    </>
  ),
  // A thumb up beside the face: the fist, its thumb pointing up.
  thumb: (
    <>
      <path d="M100 96 98 72" />
      <path d="M90 56h16c2 0 3 2 3 4v10c0 2-1 4-3 4H90c-2 0-3-2-3-4V60c0-2 1-4 3-4z" />
      <path d="M92 56V40c0-3 5-3 5 0v16M87 62h22M87 68h22" />
    </>
  ),
  // A hand covering the ear on the same side.
  ear: (
    <>
      <path d="M106 100c-4-14-8-26-14-36" />
      <path d="M84 40c8-4 14 0 15 8l1 14c0 6-5 8-10 6l-6-4" />
      <path d="M88 40l-4-10M93 39l-2-11M98 42l1-10" />
    </>
  ),
  // Two fingers raised beside the cheek, apart: the other fingers folded.
  twofingers: (
    <>
      <path d="M20 96 22 70" />
      <path d="M14 70c-2-4-2-10 0-14h14c2 4 2 10 0 14z" />
      <path d="M18 56 12 32M24 56l6-24M28 62h4" />
    </>
  ),
};

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
        {HANDS[pose]}
      </svg>
      <figcaption className="pose-drawing__words">{t(`poses.${pose}`)}</figcaption>
    </figure>
  );
}
