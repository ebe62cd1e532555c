import * as v from 'valibot';
import { ConnectionTestSchema, ShippingCredentialSchema, ShippingCredentialViewSchema } from '../../../domain/settings/shipping';
import { defineRoute, named } from '../registry';
import {
  createShippingCredential, deleteShippingCredential, listShippingCredentials, testShippingCredential, updateShippingCredential,
} from './shipping.handlers';

const tag = 'Settings';
const Credential = named(ShippingCredentialViewSchema, 'ShippingCredential');
const Input = named(ShippingCredentialSchema, 'ShippingCredentialInput');
const notFound = { 404: 'No such credential in this company' };

export const shippingRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/settings/shipping-api',
    access: 'SETTING_MENU',
    tag,
    summary: 'Carrier API credentials. Secrets are never sent: hasSecret says whether one is stored.',
    payload: v.array(Credential),
    handler: listShippingCredentials,
  }),
  defineRoute({
    method: 'post',
    path: '/v1/settings/shipping-api',
    access: 'SETTING_MENU',
    tag,
    summary: 'Adds a carrier API credential; the secret is stored sealed (AES-256-GCM).',
    body: Input,
    payload: Credential,
    handler: createShippingCredential,
  }),
  defineRoute({
    method: 'put',
    path: '/v1/settings/shipping-api/:id',
    access: 'SETTING_MENU',
    tag,
    summary: 'Saves a carrier API credential; an empty secret keeps the stored one.',
    body: Input,
    payload: Credential,
    errors: notFound,
    handler: updateShippingCredential,
  }),
  defineRoute({
    method: 'delete',
    path: '/v1/settings/shipping-api/:id',
    access: 'SETTING_MENU',
    tag,
    summary: 'Deletes a carrier API credential.',
    payload: v.null(),
    errors: notFound,
    handler: deleteShippingCredential,
  }),
  defineRoute({
    method: 'post',
    path: '/v1/settings/shipping-api/:id/test',
    access: 'SETTING_MENU',
    tag,
    summary: 'Test connection: a GET to the API URL with the credentials (basic auth, 5 s timeout); the result is kept as lastTest*.',
    payload: named(ConnectionTestSchema, 'ConnectionTest'),
    errors: notFound,
    handler: testShippingCredential,
  }),
];
