/**
 * Coded option lists (spec section 3, "Fixed option lists"). They ship with the product and are
 * never fetched: the wire carries the numeric id, screens show the label. Each list's entries are
 * data in its own JSON file (`religions.json`), which a module of the same name types and exports.
 */

export interface Option {
  id: number;
  label: string;
}

/** An option that also carries its Sinhala (`si`) and Tamil (`ta`) names, in their own scripts. */
export interface LocalizedOption extends Option {
  si: string;
  ta: string;
}

/** The type of a list's ids. */
export type OptionId<L extends readonly Option[]> = L[number]['id'];

/** The ids of a list, in list order. */
export function optionIds<const L extends readonly Option[]>(list: L): OptionId<L>[] {
  return list.map((option) => option.id);
}

/** The option with the given id, or undefined (0, null and unknown ids mean "not selected"). */
export function findOption<const L extends readonly Option[]>(
  list: L,
  id: number | null | undefined,
): L[number] | undefined {
  return id == null ? undefined : list.find((option) => option.id === id);
}

/** The label of the given id, or undefined when the id is not in the list. */
export function optionLabel(list: readonly Option[], id: number | null | undefined): string | undefined {
  return findOption(list, id)?.label;
}

/** Whether a value is one of the list's ids (numbers only: parse query strings first). */
export function isOptionId<const L extends readonly Option[]>(list: L, id: unknown): id is OptionId<L> {
  return typeof id === 'number' && list.some((option) => option.id === id);
}
