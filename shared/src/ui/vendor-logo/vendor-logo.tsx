/**
 * A vendor's logo. The gateway's generated logos (`/wps/assets/vendors/<code>-<variant>.svg`) are drawn from
 * one sprite per variant (`sprite-<variant>.svg#<code>`), so a page of vendor logos is one request instead of
 * one per logo; any other URL (an operator's own images, another host) stays an <img>.
 * `name` is the accessible name; leave it empty when the surrounding link already names the vendor.
 */
const GENERATED = /^\/wps\/assets\/vendors\/([A-Za-z0-9_]+)-(color|white|purple|default|active)\.svg$/;

/** @returns the sprite reference of a generated vendor logo, or null for any other image URL. */
export function vendorSpriteHref(src: string | null | undefined): string | null {
  const m = src ? GENERATED.exec(src) : null;
  return m ? `/wps/assets/vendors/sprite-${m[2]}.svg#${m[1]}` : null;
}

export function VendorLogo({
  src,
  name,
  width = 200,
  height = 80,
  className,
}: {
  src: string | null | undefined;
  name: string;
  width?: number;
  height?: number;
  className?: string;
}) {
  const sprite = vendorSpriteHref(src);
  const label = name ? { role: 'img', 'aria-label': name } : { 'aria-hidden': true as const };
  if (sprite)
    return (
      <svg className={className} viewBox="0 0 200 80" width={width} height={height} {...label}>
        <use href={sprite} />
      </svg>
    );
  if (!src) return null;
  return (
    <img
      className={className}
      src={src}
      alt={name}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
    />
  );
}
