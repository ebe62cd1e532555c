import { CompanySchema } from '../../../domain/auth/schemas';
import { defineRoute, named } from '../registry';
import { myCompany } from './company.handlers';

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
];
