import { CartonTypeFormSchema, CartonTypeListSchema, CartonTypeParamsSchema, CartonTypeSchema } from '../../../domain/shipping/carton-types';
import { defineRoute, named } from '../registry';
import { createCartonType, listCartonTypes, updateCartonType } from './carton-types.handlers';

const tag = 'Carton types';
const access = 'CONTAINERS_AND_LOCATIONS_MANAGEMENT';
const nameTaken = { 409: 'The name is taken (payload.fields)' };

/** The carton-type catalogue of /inventory/container-management; packers get the active ones with an order's packing download. */
export const cartonTypeRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/carton-types',
    access,
    tag,
    summary: 'Every carton type, active or not, by name: inside dimensions (mm), tare and maximum weight (g).',
    payload: named(CartonTypeListSchema, 'CartonTypeList'),
    handler: listCartonTypes,
  }),
  defineRoute({
    method: 'post',
    path: '/v1/carton-types',
    access,
    tag,
    summary: 'Adds a carton type; the name is unique whatever its case, the maximum weight above the tare.',
    body: CartonTypeFormSchema,
    payload: named(CartonTypeSchema, 'CartonType'),
    errors: nameTaken,
    handler: createCartonType,
  }),
  defineRoute({
    method: 'put',
    path: '/v1/carton-types/:id',
    access,
    tag,
    summary: 'Changes a carton type; active: false takes it out of the packers’ choice (cartons of it keep it).',
    params: CartonTypeParamsSchema,
    body: CartonTypeFormSchema,
    payload: named(CartonTypeSchema, 'CartonType'),
    errors: nameTaken,
    handler: updateCartonType,
  }),
];
