import * as v from 'valibot';
import { IdParamSchema } from '../../../domain/lists/list-query';
import {
  BinFormSchema, BinListQuerySchema, BinListSchema, BinSchema, ContainerCreateSchema, ContainerFormSchema, ContainerListQuerySchema,
  ContainerListSchema, ContainerSchema, LabelQuerySchema, LabelResolutionSchema, ZoneFormSchema, ZoneListQuerySchema, ZoneListSchema, ZoneSchema,
} from '../../../domain/locations/locations';
import { defineRoute, named } from '../registry';
import {
  createBin, createContainers, createZone, deleteBin, deleteContainer, deleteZone, exportBins, listBinsHandler, listContainersHandler,
  listZonesHandler, resolveLabel, updateBin, updateContainer, updateZone,
} from './locations.handlers';

const tag = 'Locations';
const MANAGE = 'CONTAINERS_AND_LOCATIONS_MANAGEMENT';
const inUse = { 409: 'In use: payload.usedBy says where (deactivate instead)' } as const;
const duplicateCode = { 409: 'The code is in use (payload.fields)' } as const;
const zone = named(ZoneSchema, 'Zone');
const bin = named(BinSchema, 'Bin');
const container = named(ContainerSchema, 'Container');

/** Reading bins needs BIN_VIEW, creating BIN_CREATE, changing BIN_EDIT; zones and containers the page's permission. */
export const locationRoutes = [
  defineRoute({ method: 'get', path: '/v1/zones', access: 'BIN_VIEW', tag, summary: 'Zones, one page, with their bin counts.', query: ZoneListQuerySchema, payload: named(ZoneListSchema, 'ZoneList'), handler: listZonesHandler }),
  defineRoute({ method: 'post', path: '/v1/zones', access: MANAGE, tag, summary: 'Creates a zone.', body: ZoneFormSchema, payload: zone, errors: duplicateCode, handler: createZone }),
  defineRoute({ method: 'put', path: '/v1/zones/:id', access: MANAGE, tag, summary: 'Changes a zone.', params: IdParamSchema, body: ZoneFormSchema, payload: zone, errors: duplicateCode, handler: updateZone }),
  defineRoute({ method: 'delete', path: '/v1/zones/:id', access: MANAGE, tag, summary: 'Deletes a zone without bins.', params: IdParamSchema, payload: v.null(), errors: inUse, handler: deleteZone }),
  defineRoute({
    method: 'get',
    path: '/v1/bins',
    access: 'BIN_VIEW',
    tag,
    summary: 'Bins, one page, in walking order by default: search q (code, zone, block reason; a BIN- label works too), filters zone, blocked, active.',
    query: BinListQuerySchema,
    payload: named(BinListSchema, 'BinList'),
    handler: listBinsHandler,
  }),
  defineRoute({ method: 'get', path: '/v1/bins/export', access: 'BIN_VIEW', tag, summary: 'The bins of the same filter as CSV.', query: BinListQuerySchema, payload: v.string(), handler: exportBins }),
  defineRoute({ method: 'post', path: '/v1/bins', access: 'BIN_CREATE', tag, summary: 'Creates a bin.', body: BinFormSchema, payload: bin, errors: duplicateCode, handler: createBin }),
  defineRoute({
    method: 'put',
    path: '/v1/bins/:id',
    access: 'BIN_EDIT',
    tag,
    summary: 'Changes a bin: zone, code, pick sequence, blocked (with its reason), active.',
    params: IdParamSchema,
    body: BinFormSchema,
    payload: bin,
    errors: duplicateCode,
    handler: updateBin,
  }),
  defineRoute({ method: 'delete', path: '/v1/bins/:id', access: 'BIN_EDIT', tag, summary: 'Deletes a bin that holds no container and has no movement.', params: IdParamSchema, payload: v.null(), errors: inUse, handler: deleteBin }),
  defineRoute({
    method: 'get',
    path: '/v1/containers',
    access: MANAGE,
    tag,
    summary: 'Containers, one page: search q (code, bin), filters type, bin, placed (in a bin or not), active.',
    query: ContainerListQuerySchema,
    payload: named(ContainerListSchema, 'ContainerList'),
    handler: listContainersHandler,
  }),
  defineRoute({
    method: 'post',
    path: '/v1/containers',
    access: MANAGE,
    tag,
    summary: 'Creates `count` containers with consecutive codes from the container sequence (CNT-…), optionally in a bin.',
    body: ContainerCreateSchema,
    payload: v.array(container),
    handler: createContainers,
  }),
  defineRoute({ method: 'put', path: '/v1/containers/:id', access: MANAGE, tag, summary: 'Changes a container: type, bin (a move), active.', params: IdParamSchema, body: ContainerFormSchema, payload: container, handler: updateContainer }),
  defineRoute({ method: 'delete', path: '/v1/containers/:id', access: MANAGE, tag, summary: 'Deletes a container with no movement.', params: IdParamSchema, payload: v.null(), errors: inUse, handler: deleteContainer }),
  defineRoute({
    method: 'get',
    path: '/v1/labels/resolve',
    access: 'signed-in',
    tag,
    summary: 'What a scanned code is in this warehouse: a bin (BIN- label or bare code) or a container; kind unknown otherwise.',
    query: LabelQuerySchema,
    payload: named(LabelResolutionSchema, 'LabelResolution'),
    handler: resolveLabel,
  }),
];
