import type { KeyboardEvent, PointerEvent, ReactNode, RefObject } from 'react';
import { useRef } from 'react';
import { boxPosition } from '@/lib/field-layout/layout-style';
import { type Box, boxAfterKey, movedBox, resizedBox } from './box-moves';
import styles from './layout-editor.module.css';

interface PlacementBoxProps {
  label: string;
  box: Box;
  selected: boolean;
  /** The picture the box sits on: drags are measured in fractions of its size. */
  stage: RefObject<HTMLDivElement | null>;
  onSelect: () => void;
  onChange: (box: Box) => void;
  /** The element that tells how the keys move and resize a box. */
  keysHintId: string;
  children: ReactNode;
}

interface Drag {
  resize: boolean;
  pointerX: number;
  pointerY: number;
  start: Box;
  width: number;
  height: number;
}

const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

/** One field's box: dragged (mouse, pen or touch) to move, by its corner to resize, or with the arrow keys. */
export function PlacementBox({
  label,
  box,
  selected,
  stage,
  onSelect,
  onChange,
  keysHintId,
  children,
}: PlacementBoxProps) {
  const drag = useRef<Drag | null>(null);

  const startDrag = (event: PointerEvent<HTMLButtonElement>) => {
    const rect = stage.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const resize = (event.target as HTMLElement).dataset.handle === 'resize';
    const { width, height } = rect;
    drag.current = { resize, pointerX: event.clientX, pointerY: event.clientY, start: box, width, height };
    onSelect();
  };

  const followPointer = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current) return;
    const dx = (event.clientX - current.pointerX) / current.width;
    const dy = (event.clientY - current.pointerY) / current.height;
    onChange(current.resize ? resizedBox(current.start, dx, dy) : movedBox(current.start, dx, dy));
  };

  const endDrag = () => {
    drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = boxAfterKey(box, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    onSelect();
    onChange(next);
  };

  return (
    <button
      type="button"
      className={selected ? `${styles.box} ${styles.selectedBox}` : styles.box}
      style={boxPosition(box)}
      aria-label={`${label}: at ${percent(box.x)} across, ${percent(box.y)} down, ${percent(box.w)} wide, ${percent(box.h)} high`}
      aria-pressed={selected}
      aria-describedby={keysHintId}
      onClick={onSelect}
      onPointerDown={startDrag}
      onPointerMove={followPointer}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onKeyDown={onKeyDown}
    >
      {children}
      <span className={styles.resizeHandle} data-handle="resize" aria-hidden="true" />
    </button>
  );
}
