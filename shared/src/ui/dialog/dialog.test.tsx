import { fireEvent, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { renderWithProviders as render } from '../../testing';
import { Dialog } from './dialog';

/** Records where the focus is when the commit that shows the dialog is done, before any passive effect. */
function FocusProbe({ seen }: { seen: (Element | null)[] }) {
  useLayoutEffect(() => {
    seen.push(document.activeElement);
  }, [seen]);
  return null;
}

describe('Dialog', () => {
  it('holds the focus from the commit that shows it, so an Escape pressed at once closes it', () => {
    const seen: (Element | null)[] = [];
    const onClose = jest.fn();
    render(
      <>
        <Dialog open title="Welcome" onClose={onClose}>
          body
        </Dialog>
        <FocusProbe seen={seen} />
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Welcome' });
    expect(seen[0]).toBe(dialog);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('gives the focus back to what had it when it closes, and keeps Escape from a dialog that cannot be dismissed', () => {
    const onClose = jest.fn();
    const { rerender } = render(
      <>
        <button type="button">opener</button>
        <Dialog open={false} title="Rules" onClose={onClose} dismissible={false}>
          body
        </Dialog>
      </>,
    );
    const opener = screen.getByRole('button', { name: 'opener' });
    opener.focus();
    rerender(
      <>
        <button type="button">opener</button>
        <Dialog open title="Rules" onClose={onClose} dismissible={false}>
          body
        </Dialog>
      </>,
    );
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Rules' }), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    rerender(
      <>
        <button type="button">opener</button>
        <Dialog open={false} title="Rules" onClose={onClose} dismissible={false}>
          body
        </Dialog>
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'opener' }));
  });
});
