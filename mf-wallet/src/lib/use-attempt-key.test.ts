import { renderHook } from '@testing-library/react';
import { useAttemptKey } from './use-attempt-key';

describe('useAttemptKey', () => {
  it('keeps the key for a retry of the same payload, and starts over after success or a change', () => {
    const { result } = renderHook(() => useAttemptKey());
    const a = result.current.keyFor({ amount: 10 });
    expect(result.current.keyFor({ amount: 10 })).toBe(a);
    const b = result.current.keyFor({ amount: 11 });
    expect(b).not.toBe(a);
    result.current.done();
    expect(result.current.keyFor({ amount: 11 })).not.toBe(b);
  });
});
