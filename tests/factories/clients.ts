import type { ClientFormInput } from '../../src/domain/clients/clients';
import { uniqueCode } from './unique';

/** A client's form body (src/domain/clients/clients.ts): a fresh code, no contact details. */
export const clientBody = (fields: Partial<ClientFormInput> = {}): ClientFormInput => ({
  code: uniqueCode('T-', 6), name: 'Test client', contactName: '', email: '', phone: '', address: '', active: true, ...fields,
});
