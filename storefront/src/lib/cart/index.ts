export * from './cart-line';
export * from './cart-reducer';
export * from './cart-storage';
export * from './use-cart';
