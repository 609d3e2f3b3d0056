export { checkDocumentWrites, checkQueryWrites } from './checked-writes';
export { moveOrdersAsTheShopDoes } from './order-moves';
