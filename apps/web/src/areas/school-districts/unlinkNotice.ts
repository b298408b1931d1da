/** The delete confirmation's warning: deleting a district leaves its schools without one. */
export function unlinkNotice(schoolCount: number): string {
  if (!schoolCount) return 'It will no longer appear in lists.';
  const schools = schoolCount === 1 ? '1 school' : `${schoolCount.toLocaleString('en-US')} schools`;
  return `It will no longer appear in lists, and its ${schools} will belong to no district.`;
}
