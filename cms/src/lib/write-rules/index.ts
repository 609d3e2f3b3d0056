export { checkWritesBelowControllers } from './checked-writes';
export { moveOrdersAsTheShopDoes } from './order-moves';
