import { imageSources } from '@shop/contracts';

interface LineThumbnailProps {
  image?: string | null;
  /** Shown width in CSS pixels; the picture is 4:5, as the catalogue's are. */
  width: number;
  className: string;
}

/** An order or cart line's picture, or an empty frame of the same size when the line has none. */
export function LineThumbnail({ image, width, className }: LineThumbnailProps) {
  if (!image) return <div className={className} aria-hidden="true" />;
  return (
    <img
      className={className}
      {...imageSources(image, `${width}px`, width * 2)}
      alt=""
      width={width}
      height={(width * 5) / 4}
      loading="lazy"
    />
  );
}
