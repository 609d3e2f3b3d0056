import shared from './slide-controls.module.css';

const ARROW_PATHS = { prev: 'M15 5l-7 7 7 7', next: 'M9 5l7 7-7 7' } as const;

interface SlideArrowProps {
  direction: keyof typeof ARROW_PATHS;
  label: string;
  className: string;
  iconSize: number;
  onClick: () => void;
}

/** The previous/next button of the hero carousel and the template slider. */
export function SlideArrow({ direction, label, className, iconSize, onClick }: SlideArrowProps) {
  return (
    <button type="button" className={className} aria-label={label} onClick={onClick}>
      <svg
        className="mirrored-in-rtl"
        viewBox="0 0 24 24"
        width={iconSize}
        height={iconSize}
        aria-hidden="true"
      >
        <path
          d={ARROW_PATHS[direction]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}

interface SlideDotsProps {
  /** One stable key per dot. */
  keys: readonly string[];
  index: number;
  /** The dot's name before its 1-based number: 'Show slide' names 'Show slide 2'. */
  label: string;
  onSelect: (index: number) => void;
  classNames: Readonly<Record<string, string>>;
}

/** One dot per slide; the current one is marked for assistive technology too. */
export function SlideDots({ keys, index, label, onSelect, classNames }: SlideDotsProps) {
  return (
    <div className={classNames.dots}>
      {keys.map((key, i) => (
        <button
          key={key}
          type="button"
          className={
            i === index
              ? `${shared.dot} ${classNames.dot} ${classNames.activeDot}`
              : `${shared.dot} ${classNames.dot}`
          }
          aria-label={`${label} ${i + 1}`}
          aria-current={i === index ? 'true' : undefined}
          onClick={() => onSelect(i)}
        />
      ))}
    </div>
  );
}
