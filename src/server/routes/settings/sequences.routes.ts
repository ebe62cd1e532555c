import { IssueNumbersSchema, IssuedNumbersSchema, SequenceListSchema, SequenceRowSchema, SequenceSchema } from '../../../domain/settings/sequences';
import { defineRoute, named } from '../registry';
import { issueNumbers, listSequences, updateSequence } from './sequences.handlers';

const tag = 'Settings';

export const sequenceRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/settings/sequences',
    access: 'SETTING_MENU',
    tag,
    summary: 'Numbering of every document type (defaults for those never saved) and the company time zone of their date part.',
    payload: named(SequenceListSchema, 'SequenceList'),
    handler: listSequences,
  }),
  defineRoute({
    method: 'put',
    path: '/v1/settings/sequences/:docType',
    access: 'SETTING_MENU',
    tag,
    summary: 'Saves the numbering of one document type. The next value may not go below the current one (numbers would repeat).',
    body: named(SequenceSchema, 'SequenceInput'),
    payload: named(SequenceRowSchema, 'Sequence'),
    errors: { 404: 'Unknown document type', 409: 'The next value is below the current one' },
    handler: updateSequence,
  }),
  defineRoute({
    method: 'post',
    path: '/v1/settings/sequences/:docType/issue',
    access: 'SETTING_MENU',
    tag,
    summary: 'Issues `count` (default 1) consecutive numbers now, e.g. to try a configuration; they are used up.',
    body: IssueNumbersSchema,
    payload: named(IssuedNumbersSchema, 'IssuedNumbers'),
    errors: { 404: 'Unknown document type' },
    handler: issueNumbers,
  }),
];
