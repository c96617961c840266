import type { PgSelect } from 'drizzle-orm/pg-core';

/**
 * One page of a list, newest or however `rows` orders them, with how many the whole list holds
 * (`total` counts them as `{ value }`); pages count from 1. Both queries run at once.
 */
export async function onePage<T extends PgSelect>(
  rows: T,
  total: PromiseLike<Array<{ value: number }>>,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ items: Awaited<T>; totalCount: number }> {
  const [items, [counted]] = await Promise.all([rows.limit(pageSize).offset((page - 1) * pageSize), total]);
  return { items: items as Awaited<T>, totalCount: counted?.value ?? 0 };
}
