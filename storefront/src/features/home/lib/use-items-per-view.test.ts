import { act, renderHook } from '@testing-library/react';
import { emulateMedia } from '@/testing/emulate-media';
import { useItemsPerView } from './use-items-per-view';

describe('useItemsPerView', () => {
  it.each([
    [360, 2],
    [639, 2],
    [640, 3],
    [767, 3],
    [768, 4],
    [1920, 4],
  ])('shows %ipx wide screens %i items', (width, items) => {
    emulateMedia({ width });
    expect(renderHook(() => useItemsPerView()).result.current).toBe(items);
  });

  it('follows the screen when it turns from portrait to landscape', () => {
    emulateMedia({ width: 600 });
    const { result } = renderHook(() => useItemsPerView());
    expect(result.current).toBe(2);
    act(() => emulateMedia({ width: 800 }));
    expect(result.current).toBe(4);
    act(() => emulateMedia({ width: 700 }));
    expect(result.current).toBe(3);
  });
});
