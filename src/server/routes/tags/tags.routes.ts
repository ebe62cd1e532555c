import * as v from 'valibot';
import { IdParamSchema } from '../../../domain/lists/list-query';
import { TagFormSchema, TagListQuerySchema, TagListSchema, TagSchema } from '../../../domain/tags/tags';
import { defineRoute, named } from '../registry';
import { createTag, deleteTag, exportTags, getTag, listTags, updateTag } from './tags.handlers';

const tag = 'Tags';
const schema = named(TagSchema, 'Tag');
const access = 'TAG_MANAGEMENT';
const nameTaken = { 409: 'The name is taken (payload.fields)' };

export const tagRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/tags',
    access,
    tag,
    summary: 'Tags, one page: search q (name), filter active, sort and dir.',
    query: TagListQuerySchema,
    payload: named(TagListSchema, 'TagList'),
    handler: listTags,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/tags/export',
    access,
    tag,
    summary: 'Every tag matching the same filter as the list, as CSV (text/csv, not the envelope).',
    query: TagListQuerySchema,
    payload: v.string(),
    handler: exportTags,
  }),
  defineRoute({ method: 'get', path: '/v1/tags/:id', access, tag, summary: 'One tag.', params: IdParamSchema, payload: schema, handler: getTag }),
  defineRoute({
    method: 'post',
    path: '/v1/tags',
    access,
    tag,
    summary: 'Creates a tag; the name is unique whatever its case, the colour is #rrggbb.',
    body: TagFormSchema,
    payload: schema,
    errors: nameTaken,
    handler: createTag,
  }),
  defineRoute({
    method: 'put',
    path: '/v1/tags/:id',
    access,
    tag,
    summary: 'Changes a tag (active: false deactivates it: kept on items, no longer offered).',
    params: IdParamSchema,
    body: TagFormSchema,
    payload: schema,
    errors: nameTaken,
    handler: updateTag,
  }),
  defineRoute({
    method: 'delete',
    path: '/v1/tags/:id',
    access,
    tag,
    summary: 'Deletes a tag nothing uses.',
    params: IdParamSchema,
    payload: v.null(),
    errors: { 409: 'The tag is in use (payload.usedBy)' },
    handler: deleteTag,
  }),
];
