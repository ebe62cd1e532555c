import { msg } from '@lingui/core/macro';

/**
 * "None" as the empty choice of a field: Spanish agrees it with the field's noun (el modelo:
 * ninguno; la marca: ninguna), so each field names the gender of its noun in Spanish.
 */
export const NONE = {
  masculine: msg({ message: 'None', context: 'masculine noun' }),
  feminine: msg({ message: 'None', context: 'feminine noun' }),
};
