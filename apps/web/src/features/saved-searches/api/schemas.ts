/**
 * The saved searches' schemas load with the first answer, so zod stays out of the chunk of the
 * screens that show these (Profile Search carries the Save button).
 */
export const savedSearchSchemas = () => import('@vivaha/shared/lists');

/** The answer of a save that made or changed a saved search: the done answer and the search's id. */
export const madeSchema = () =>
  Promise.all([import('@vivaha/shared/answers'), savedSearchSchemas()]).then(([answers, lists]) =>
    answers.doneSchema.extend(lists.savedSearchSchema.pick({ id: true }).shape),
  );

export const doneSchema = () => import('@vivaha/shared/answers').then((answers) => answers.doneSchema);
