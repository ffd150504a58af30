/**
 * Runs `step` for every agreement id `page` lists, `size` at a time in id order (each page after the last id
 * of the one before), and sums what it returned: the sweeps' walk over many agreements without holding them
 * all in memory.
 */
export async function sumOverIds(
  page: (afterId: string, size: number) => Promise<string[]>,
  step: (agreementId: string) => Promise<number>,
  size = 200,
): Promise<number> {
  let sum = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const ids = await page(after, size);
    for (const id of ids) sum += await step(id);
    if (ids.length < size) return sum;
    after = ids[ids.length - 1];
  }
}
