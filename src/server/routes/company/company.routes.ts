import * as v from 'valibot';
import { CompanySchema } from '../../../domain/auth/schemas';
import { defineRoute, named } from '../registry';
import { myCompany } from './company.handlers';
import { deleteLogo, getLogo, putLogo } from './logo.handlers';

const LogoAnswer = named(v.object({ logoUrl: v.nullable(v.string()) }), 'LogoAnswer');

export const companyRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/company_master/my-company',
    access: 'signed-in',
    tag: 'Company',
    summary: 'The company of the signed-in user.',
    payload: named(CompanySchema, 'Company'),
    handler: myCompany,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/company/logo',
    access: 'public',
    tag: 'Company',
    summary: 'The company logo itself (image/png, image/jpeg or image/webp, not an envelope), with ETag; 404 when there is none.',
    payload: v.unknown(),
    errors: { 404: 'No logo' },
    handler: getLogo,
  }),
  defineRoute({
    method: 'put',
    path: '/v1/company/logo',
    access: 'COMPANY_LOGO_UPDATE',
    tag: 'Company',
    summary:
      'Replaces the company logo. The body is the image itself: Content-Type image/png, image/jpeg or image/webp (checked against its bytes), ' +
      'at most 512 KB. 415 for another type, 413 when too large, 400 when the bytes are not the declared type.',
    payload: LogoAnswer,
    handler: putLogo,
  }),
  defineRoute({
    method: 'delete',
    path: '/v1/company/logo',
    access: 'COMPANY_LOGO_UPDATE',
    tag: 'Company',
    summary: 'Removes the company logo.',
    payload: LogoAnswer,
    errors: { 404: 'No logo' },
    handler: deleteLogo,
  }),
];
