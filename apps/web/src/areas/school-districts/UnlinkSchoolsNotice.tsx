import { useSchoolDistrict } from './api';
import { unlinkNotice } from './unlinkNotice';

/**
 * The delete question's count of schools, read again from the server when the question opens (it mounts then):
 * schools linked since the list or page loaded are counted too. Until it answers, the count already known.
 */
export function UnlinkSchoolsNotice({ id, known }: { id: number; known: number }) {
  const district = useSchoolDistrict(id);
  return <>{unlinkNotice(district.data?.schoolCount ?? known)}</>;
}
