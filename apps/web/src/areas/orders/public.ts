/** What other areas may use of orders (ESLint refuses reaching into another area's files). */
export { heldOrdersQuery, invalidateOrder } from './api';
export { HeldOrdersAlert } from './event-resolution/HeldOrdersAlert';
export { ResolveOrdersDialog } from './event-resolution/ResolveOrdersDialog';
export { EventSelect } from './components/EventSelect';
export { DateAndEventFilters } from './order-list/OrderFilters';
export { useOrderColumns } from './order-list/useOrderColumns';
export { orderPaths } from './paths';
