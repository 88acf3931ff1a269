/**
 * The green points cart's public surface: the catalogue, the cart, placing an order, the order
 * history and the delivery addresses, as the cart page composes them.
 */
export { AddressBook } from './AddressBook';
export { CartItems } from './CartItems';
export { OrderHistory } from './OrderHistory';
export { PlaceOrder } from './PlaceOrder';
export { ProductCatalogue } from './ProductCatalogue';
export { useCart, type CartState } from './useCart';
export { useOrders, type OrdersState } from './useOrders';
