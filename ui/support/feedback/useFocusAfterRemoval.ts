import { useLayoutEffect, useRef } from 'react';

/**
 * "Remove image 2" goes with its image, and the focus would fall to the screen's heading. It moves
 * instead to the Remove button now in that place (the next image's), else the last one, else the
 * image picker. Spread `field` on the element holding the picker and the list; call `noteRemoval`
 * with the removed image's index before removing it. A layout effect: it runs before the frame's
 * watch would park the focus on the heading.
 */
export function useFocusAfterRemoval(imageCount: number) {
  const field = useRef<HTMLDivElement>(null);
  const removedAt = useRef<number | null>(null);
  useLayoutEffect(() => {
    const index = removedAt.current;
    if (index === null || !field.current) return;
    removedAt.current = null;
    const removeButtons = field.current.querySelectorAll<HTMLButtonElement>('.thumbs button');
    const target = removeButtons[Math.min(index, removeButtons.length - 1)] ?? field.current.querySelector<HTMLInputElement>('input[type="file"]');
    target?.focus();
  }, [imageCount]);
  return {
    field,
    noteRemoval: (index: number) => {
      removedAt.current = index;
    },
  };
}
