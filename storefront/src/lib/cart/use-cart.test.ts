import { act, renderHook } from '@testing-library/react';
import type { CartLine } from './cart-line';
import { CART_KEY, loadCart } from './cart-storage';
import { resetCartSnapshot, useCart } from './use-cart';

const poster: CartLine = {
  cartId: 'c1',
  id: 'p1',
  name: 'Moon Poster',
  size: 'A4',
  frame: null,
  quantity: 1,
  stock: 3,
  price: 499,
};
const { cartId: _cartId, ...newPoster } = poster;
const stored = () => JSON.parse(localStorage.getItem(CART_KEY) ?? 'null');

describe('loadCart', () => {
  it('keeps the stored lines that fit the cart line’s shape and drops the others', () => {
    localStorage.setItem(CART_KEY, JSON.stringify([poster, { ...poster, quantity: 0 }, { name: 'x' }, 7]));
    expect(loadCart()).toEqual([poster]);
  });

  it('keeps a personalised line’s photo crops, and an older personalised line without any', () => {
    const older = { ...poster, cartId: 'c2', id: 't1', customFields: { Photo: '/uploads/us.jpg' } };
    const photoCrops = { Photo: { x: 0.2, y: 0.1, width: 0.6, height: 0.7, rotation: 90 } };
    const cropped = { ...older, cartId: 'c3', photoCrops };
    const turnedBadly = {
      ...older,
      cartId: 'c4',
      photoCrops: { Photo: { ...photoCrops.Photo, rotation: 45 } },
    };
    localStorage.setItem(CART_KEY, JSON.stringify([older, cropped, turnedBadly]));
    expect(loadCart()).toEqual([older, cropped]);
  });

  it('keeps the script a personalised line’s fields are written in, and drops a line with an unknown one', () => {
    const older = { ...poster, cartId: 'c2', id: 't1', customFields: { Name: 'Ayesha' } };
    const written = { ...older, cartId: 'c3', fieldScripts: { Name: 'urdu' } };
    const unknown = { ...older, cartId: 'c4', fieldScripts: { Name: 'hebrew' } };
    localStorage.setItem(CART_KEY, JSON.stringify([older, written, unknown]));
    expect(loadCart()).toEqual([older, written]);
  });

  it('starts empty, saying why, when the stored value is corrupt or not a list', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(CART_KEY, '{not json');
    expect(loadCart()).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Error loading cart from localStorage', expect.any(SyntaxError));
    localStorage.setItem(CART_KEY, JSON.stringify({ lines: [poster] }));
    expect(loadCart()).toEqual([]);
  });
});

describe('useCart', () => {
  it('saves every change and announces it', () => {
    const announced = vi.fn();
    window.addEventListener('cartUpdated', announced);
    const { result } = renderHook(() => useCart());
    act(() => result.current.addLine(newPoster));
    expect(stored()).toEqual([expect.objectContaining({ id: 'p1', quantity: 1 })]);
    expect(announced).toHaveBeenCalledTimes(1);
    window.removeEventListener('cartUpdated', announced);
  });

  it('makes a double Add to Cart one line, and never more than the stock', () => {
    const { result } = renderHook(() => useCart());
    act(() => {
      result.current.addLine(newPoster);
      result.current.addLine(newPoster);
    });
    expect(result.current.lines).toHaveLength(1);
    expect(result.current.lines[0]?.quantity).toBe(2);
    act(() => result.current.addLine({ ...newPoster, quantity: 5 }));
    expect(result.current.lines[0]?.quantity).toBe(3);
    act(() => result.current.updateQuantity(result.current.lines[0]?.cartId ?? '', 9));
    expect(stored()[0].quantity).toBe(3);
  });

  it('follows a change made in another tab', () => {
    const { result } = renderHook(() => useCart());
    expect(result.current.lines).toEqual([]);
    act(() => {
      localStorage.setItem(CART_KEY, JSON.stringify([poster]));
      window.dispatchEvent(new StorageEvent('storage', { key: CART_KEY }));
    });
    expect(result.current.lines).toEqual([poster]);
    act(() => {
      localStorage.setItem('token', 'x');
      window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    });
    expect(result.current.lines).toEqual([poster]);
  });

  it('clears the cart, deletes the stored copy and announces cartCleared', () => {
    localStorage.setItem(CART_KEY, JSON.stringify([poster]));
    resetCartSnapshot();
    const cleared = vi.fn();
    window.addEventListener('cartCleared', cleared);
    const { result } = renderHook(() => useCart());
    act(() => result.current.clearCart());
    expect(localStorage.getItem(CART_KEY)).toBeNull();
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(result.current.lines).toEqual([]);
    window.removeEventListener('cartCleared', cleared);
  });
});
