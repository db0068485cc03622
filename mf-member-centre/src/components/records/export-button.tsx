import { useTranslation } from '@jogo/shared/i18n';
import { useAction } from '@jogo/shared/data';
import { ENDPOINTS, api, type ExportRequest } from '@jogo/shared/api';
import { Button } from '@jogo/shared/ui';
import { bus } from '@jogo/shared/bus';

/**
 * Exports what the filter shows as CSV. The gateway hands out a single-use ticket (an authenticated call)
 * and the browser then downloads the file by itself from a plain link: the file streams to disk and is
 * never held in this page's memory.
 */
export function ExportButton({ request, disabled }: { request: ExportRequest; disabled?: boolean }) {
  const { t } = useTranslation('member');
  const exporting = useAction(async () => {
    const ticket = await api().call(ENDPOINTS.exportRecords, { body: request });
    const a = document.createElement('a');
    a.href = ticket.url;
    a.download = '';
    a.rel = 'noopener';
    document.body.appendChild(a);
    a.click();
    a.remove();
    return ticket;
  });
  return (
    <Button
      variant="secondary"
      size="sm"
      busy={exporting.pending}
      disabled={disabled}
      onClick={async () => {
        const done = await exporting.run();
        if (!done && exporting.error === null)
          bus.emit('ui:toast-requested', { kind: 'error', message: 'member:records.exportFailed' });
      }}
    >
      {t('records.export')}
    </Button>
  );
}
