import * as v from 'valibot';
import { IdParamSchema } from '../../../domain/lists/list-query';
import { PrinterFormSchema, PrinterListQuerySchema, PrinterListSchema, PrinterSchema, PrintResultSchema, TEST_LABEL_NUMBER } from '../../../domain/printing/printers';
import { defineRoute, named } from '../registry';
import { createPrinter, deletePrinter, listPrinters, testPrinter, updatePrinter } from './printers.handlers';

const tag = 'Printers';
const schema = named(PrinterSchema, 'Printer');
const access = 'SETTING_MENU';
const nameTaken = { 409: 'The name is taken (payload.fields)' };

export const printerRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/printers',
    access: 'signed-in',
    tag,
    summary:
      'Network label printers, one page (search q on name and host, sort, dir). Devices list them to pick one; ' +
      'only SETTING_MENU holders see inactive ones (filter active=yes|no), everyone else gets the active ones. Not for client accounts (403).',
    query: PrinterListQuerySchema,
    payload: named(PrinterListSchema, 'PrinterList'),
    handler: listPrinters,
  }),
  defineRoute({
    method: 'post',
    path: '/v1/printers',
    access,
    tag,
    summary: 'Adds a network label printer (ZPL over raw TCP, port 9100 unless given); the name is unique whatever its case.',
    body: PrinterFormSchema,
    payload: schema,
    errors: nameTaken,
    handler: createPrinter,
  }),
  defineRoute({
    method: 'put',
    path: '/v1/printers/:id',
    access,
    tag,
    summary: 'Changes a printer (active: false takes it off the devices’ list; their prints to it come back as printed: false).',
    params: IdParamSchema,
    body: PrinterFormSchema,
    payload: schema,
    errors: nameTaken,
    handler: updatePrinter,
  }),
  defineRoute({
    method: 'delete',
    path: '/v1/printers/:id',
    access,
    tag,
    summary: 'Deletes a printer.',
    params: IdParamSchema,
    payload: v.null(),
    handler: deletePrinter,
  }),
  defineRoute({
    method: 'post',
    path: '/v1/printers/:id/test',
    access,
    tag,
    summary: `Sends a test label (number ${TEST_LABEL_NUMBER}) and answers whether the printer took it: {printed: true}, or {printed: false, reason, error} after at most 3 s.`,
    params: IdParamSchema,
    payload: named(PrintResultSchema, 'PrintResult'),
    handler: testPrinter,
  }),
];
