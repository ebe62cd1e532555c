import * as v from 'valibot';

/*
 * The carton-type catalogue (issue 19): the boxes a packer chooses from. Inside dimensions in millimetres
 * and weights in grams, whole numbers, so sums and the carrier's units convert without rounding drift.
 */

const mm = (message: string) => v.pipe(v.number(message), v.integer('Whole millimetres'), v.minValue(1, 'At least 1 mm'), v.maxValue(5_000, 'At most 5,000 mm'));
const grams = (min: number) => v.pipe(v.number('Enter the weight in grams'), v.integer('Whole grams'), v.minValue(min, `At least ${min} g`), v.maxValue(2_000_000, 'At most 2,000 kg'));

/** The form of `/inventory/container-management`'s carton types and the body of POST / PUT /v1/carton-types. */
export const CartonTypeFormSchema = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.trim(), v.nonEmpty('Enter a name'), v.maxLength(60)),
    lengthMm: mm('Enter the inside length'),
    widthMm: mm('Enter the inside width'),
    heightMm: mm('Enter the inside height'),
    tareG: grams(0),
    maxWeightG: grams(1),
    active: v.boolean(),
  }),
  v.forward(
    v.check((form) => form.maxWeightG > form.tareG, 'The maximum weight must be more than the empty carton'),
    ['maxWeightG'],
  ),
);
export type CartonTypeForm = v.InferOutput<typeof CartonTypeFormSchema>;

export const CartonTypeSchema = v.object({
  id: v.string(),
  name: v.string(),
  lengthMm: v.number(),
  widthMm: v.number(),
  heightMm: v.number(),
  tareG: v.number(),
  maxWeightG: v.number(),
  active: v.boolean(),
});
export type CartonType = v.InferOutput<typeof CartonTypeSchema>;

export const CartonTypeListSchema = v.array(CartonTypeSchema);
export const CartonTypeParamsSchema = v.object({ id: v.pipe(v.string(), v.uuid()) });
