import { useResource } from '@jogo/shared/data';
import { Skeleton } from '@jogo/shared/ui';

/**
 * The invite link as a QR code (the `qrcode` library, loaded only on this page: a well-kept encoder is safer
 * than hand-written Reed-Solomon). Rendered to a data URL, so it is a plain image the user can save.
 */
export function InviteQr({ link, label }: { link: string; label: string }) {
  const qr = useResource(`promotions:qr:${link}`, async () => {
    const { toDataURL } = await import('qrcode');
    return toDataURL(link, { margin: 1, width: 220, errorCorrectionLevel: 'M' });
  });
  if (!qr.data) return <Skeleton width={180} height={180} radius={12} />;
  return (
    <img
      src={qr.data}
      alt={label}
      width={180}
      height={180}
      style={{ borderRadius: 12, background: '#fff' }}
    />
  );
}
