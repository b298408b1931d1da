import { formatCompensation, formatUsd, type UserDetail } from '@phlox/contract';
import { addressLine } from './person-store.js';

type View = Record<string, string | null>;

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');
const MAX_DAYS_LISTED = 20;

/** "2026-09-18, 2026-09-19 (unavailable)"; a long calendar is cut with "and N more". */
function availabilityText(days: Array<{ date: string; isAvailable: boolean }>): string | null {
  if (days.length === 0) return null;
  const shown = days.slice(0, MAX_DAYS_LISTED).map((d) => (d.isAvailable ? d.date : `${d.date} (unavailable)`));
  const more = days.length - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
}

/** The file name, which says more in a sentence than a full link does. */
const fileName = (url: string) => url.split('/').pop() ?? url;

function imagesText(imgs: Array<{ url: string; primary: boolean }>): string | null {
  if (imgs.length === 0) return null;
  return imgs.map((i) => `${fileName(i.url)}${i.primary ? ' (primary)' : ''}`).join(', ');
}

/**
 * A user as the audit trail records it: one readable value per field, so an update writes one history row
 * per field that changed (names, roles, address, profile, calendar) and money reads as dollars.
 */
export function auditView(u: UserDetail): View {
  const view: View = {
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    phone: u.phone,
    status: u.status,
    roles: u.roles.map((r) => r.displayName).join(', ') || null,
    avatar: u.avatarUrl && fileName(u.avatarUrl),
    address: addressLine(u.address),
    level: u.levelName,
    // One readable line ("$150.00 fixed", "12.5%", "$40.00/h"), so a change of type or rate reads as one change.
    compensation: formatCompensation(u.compensationType, u.compensationRate),
  };
  const p = u.photographer;
  if (p) {
    Object.assign(view, {
      description: p.description,
      availableForSports: yesNo(p.isSports),
      availableForPortraits: yesNo(p.isPortraits),
      availableForWeddings: yesNo(p.isWeddings),
      availableForWorkplace: yesNo(p.isWorkplace),
      availableForLifestyle: yesNo(p.isLifestyle),
      defaultCharge: p.defaultCharge === null ? null : formatUsd(p.defaultCharge),
      commissionType: p.commissionType,
      group: p.group,
      website: p.website,
      shortNote: p.shortNote,
      images: imagesText(p.images),
      availability: availabilityText(p.availability),
    });
  }
  return view;
}
