/** The words of a text, lower case, with æøå and accented letters kept ('Hytte på Fjellet!' → hytte, på, fjellet). */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFC')
    .split(/[^a-zæøåéèêôüäö0-9]+/u)
    .filter(Boolean);
}

/**
 * The lists' items taken in turns, `perTurn[i]` from list i in each turn (1 where not given), until all are
 * used: `[2, 1]` is two from the first list, then one from the second, and so on.
 */
export function takeTurns<T>(lists: readonly (readonly T[])[], perTurn: readonly number[] = []): T[] {
  const result: T[] = [];
  const at = lists.map(() => 0);
  while (lists.some((list, i) => at[i] < list.length)) {
    lists.forEach((list, i) => {
      for (let n = 0; n < (perTurn[i] ?? 1) && at[i] < list.length; n++) result.push(list[at[i]++]);
    });
  }
  return result;
}
