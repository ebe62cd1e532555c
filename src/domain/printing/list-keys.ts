/* The printer list's sorts, apart from its schemas: the route file reads them in the first bundle. */
export const PRINTER_SORTS = ['name', 'host', 'active', 'createdAt'] as const;
