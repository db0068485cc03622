import { fireEvent, renderWithProviders, screen, recordModals } from '@jogo/shared/testing';
import { marqueeSeconds, NoticeMarquee } from './notice-marquee';

const notices = [
  { id: 7, title: 'Maintenance on Sunday' },
  { id: 9, title: 'New slots from PG Soft' },
];

describe('NoticeMarquee', () => {
  it('a click on a notice asks the shell for the notice dialog with its id', () => {
    renderWithProviders(<NoticeMarquee notices={notices} loading={false} />);
    const seen: unknown[] = [];
    const off = recordModals((r) => seen.push(r));
    fireEvent.click(screen.getByRole('button', { name: 'Open notice: New slots from PG Soft' }));
    off();
    expect(seen).toEqual([{ name: 'notice', props: { id: 9 } }]);
  });

  it('shows each title once to assistive tech (the loop copy is hidden)', () => {
    renderWithProviders(<NoticeMarquee notices={notices} loading={false} />);
    expect(screen.getByRole('navigation', { name: 'Notices' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /open notice/i })).toHaveLength(2);
  });

  it('shows a placeholder while loading and nothing without notices', () => {
    const { rerender } = renderWithProviders(<NoticeMarquee notices={undefined} loading />);
    expect(screen.getByRole('status', { name: 'Loading notices' })).toBeInTheDocument();
    rerender(<NoticeMarquee notices={[]} loading={false} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('slows the ticker down for long texts and never runs a pass under 20 s', () => {
    expect(marqueeSeconds([{ id: 1, title: 'a' }])).toBe(20);
    expect(marqueeSeconds([{ id: 1, title: 'x'.repeat(300) }])).toBeGreaterThan(40);
  });
});
