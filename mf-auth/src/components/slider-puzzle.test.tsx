import { fireEvent, renderWithProviders, screen } from '@jogo/shared/testing';
import { SliderPuzzle } from './slider-puzzle';
import { CHALLENGE } from '../test-utils';

const setup = (targetX = 30) => {
  const onSolved = jest.fn();
  const onMissed = jest.fn();
  renderWithProviders(
    <SliderPuzzle
      challenge={{ ...CHALLENGE, targetX }}
      onSolved={onSolved}
      onMissed={onMissed}
      missed={false}
    />,
  );
  return { onSolved, onMissed, slider: screen.getByRole('slider', { name: 'Piece position' }) };
};

describe('slider human check', () => {
  it('is an ARIA slider operable by keyboard: arrows, Page Up/Down, Home, End', () => {
    const { slider } = setup();
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', String(CHALLENGE.width - CHALLENGE.pieceSize));
    fireEvent.keyDown(slider, { key: 'PageUp' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider).toHaveAttribute('aria-valuenow', '11');
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    fireEvent.keyDown(slider, { key: 'PageDown' });
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    fireEvent.keyDown(slider, { key: 'End' });
    expect(slider).toHaveAttribute('aria-valuenow', '236');
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(slider).toHaveAttribute('aria-valuenow', '0');
  });

  it('gives the result fields (challengeId, x, durationMs, trail) when the piece lands in the gap', () => {
    jest.useFakeTimers();
    const { slider, onSolved, onMissed } = setup(30);
    for (let i = 0; i < 3; i++) {
      fireEvent.keyDown(slider, { key: 'PageUp' });
      jest.advanceTimersByTime(200);
    }
    fireEvent.keyDown(slider, { key: 'Enter' });
    jest.useRealTimers();
    expect(onMissed).not.toHaveBeenCalled();
    const result = onSolved.mock.calls[0][0];
    expect(result).toMatchObject({ challengeId: CHALLENGE.challengeId, x: 30, durationMs: 600 });
    expect(result.trail.at(-1)).toEqual([30, 600]);
    // time never goes backwards in the trail
    const times = result.trail.map((p: [number, number]) => p[1]);
    expect([...times].sort((a: number, b: number) => a - b)).toEqual(times);
  });

  it('a miss outside the tolerance asks for a new picture instead of sending', () => {
    const { slider, onSolved, onMissed } = setup(100);
    fireEvent.keyDown(slider, { key: 'PageUp' });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onMissed).toHaveBeenCalled();
    expect(onSolved).not.toHaveBeenCalled();
  });

  it('does nothing before the piece moved', () => {
    const { slider, onSolved, onMissed } = setup(3);
    fireEvent.keyDown(slider, { key: 'Enter' });
    expect(onSolved).not.toHaveBeenCalled();
    expect(onMissed).not.toHaveBeenCalled();
  });

  it('follows a pointer drag and finishes on release', () => {
    // jsdom has no PointerEvent; a MouseEvent with a pointerId carries clientX like the browser's
    class TestPointerEvent extends MouseEvent {
      pointerId: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
      }
    }
    window.PointerEvent ??= TestPointerEvent as unknown as typeof PointerEvent;
    const { slider, onSolved } = setup(118);
    slider.getBoundingClientRect = () => ({
      left: 0,
      width: 288,
      top: 0,
      height: 44,
      right: 288,
      bottom: 44,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    fireEvent.pointerDown(slider, { clientX: 26, pointerId: 1 });
    fireEvent.pointerMove(slider, { clientX: 144, pointerId: 1 });
    fireEvent.pointerUp(slider, { clientX: 144, pointerId: 1 });
    expect(onSolved).toHaveBeenCalledWith(expect.objectContaining({ x: 118 }));
  });
});
