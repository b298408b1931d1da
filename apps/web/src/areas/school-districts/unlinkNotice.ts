/**
 * The delete confirmation's question about the schools: deleting a district lets every school it runs go (they
 * belong to no district), which no undo brings back, so the number is stated before anyone confirms.
 */
export function unlinkNotice(schoolCount: number): string {
  if (!schoolCount) return 'It runs no schools. It will no longer appear in lists.';
  const schools = schoolCount === 1 ? 'its 1 school' : `its ${schoolCount.toLocaleString('en-US')} schools`;
  return `Unlink ${schools} too? ${schoolCount === 1 ? 'It' : 'They'} will belong to no district, and there is no undo: each would have to be linked again.`;
}
