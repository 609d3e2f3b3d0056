import { act, renderHook } from '@testing-library/react';
import { createCustomValuesStore, useCustomValues, useDerivedFromCustomValues } from './custom-values-store';

const blankNames = (values: Record<string, string>) =>
  Object.keys(values).filter((name) => values[name].trim() === '');

describe('the custom values of a template page', () => {
  it('redraw a reader of every value at each change, and not for a value set again', () => {
    const store = createCustomValuesStore({ Bride: '', Groom: '' });
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useCustomValues(store);
    });
    act(() => store.set('Bride', 'A'));
    expect(result.current).toEqual({ Bride: 'A', Groom: '' });
    expect(renders).toBe(2);
    act(() => store.set('Bride', 'A'));
    expect(renders).toBe(2);
  });

  it('redraw a reader of something derived only when that changes', () => {
    const store = createCustomValuesStore({ Bride: '', Groom: '' });
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useDerivedFromCustomValues(store, blankNames);
    });
    expect(result.current).toEqual(['Bride', 'Groom']);
    act(() => store.set('Bride', 'A'));
    expect(result.current).toEqual(['Groom']);
    expect(renders).toBe(2);
    const shown = result.current;
    act(() => store.set('Bride', 'Ay'));
    act(() => store.set('Bride', 'Aye'));
    expect(renders).toBe(2);
    expect(result.current).toBe(shown);
    act(() => store.set('Bride', ' '));
    expect(result.current).toEqual(['Bride', 'Groom']);
    expect(renders).toBe(3);
  });

  it('keep a field named like an object property as a field', () => {
    const store = createCustomValuesStore({});
    act(() => store.set('constructor', 'Ali'));
    expect(store.values()).toEqual({ constructor: 'Ali' });
  });
});
