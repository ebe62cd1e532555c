import { ShippingDashboardSchema } from '../../../domain/shipping/dashboard';
import { defineRoute, named } from '../registry';
import { shippingDashboardHandler } from './shipping-dashboard.handlers';

export const shippingDashboardRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/shipping/dashboard',
    access: 'SHIPMENT_DASHBOARD',
    tag: 'Shipping dashboard',
    summary:
      "Today's orders by state, late orders, minutes left to each carrier's cut-off with the orders still here for it, units picked and packed per person and hour today, " +
      'and the oldest waiting at each step. Days and hours in the caller’s time zone.',
    payload: named(ShippingDashboardSchema, 'ShippingDashboard'),
    handler: shippingDashboardHandler,
  }),
];
