import {
  ORGANIZATION_CSV_CLEAR,
  organizationCsvValuesSchema,
  type OrganizationCsvColumn,
  type OrganizationCsvValues,
} from '@phlox/contract';

/** Where each form field comes from in the CSV; the messages of a row name these columns. */
const FIELD_COLUMN: Record<string, OrganizationCsvColumn> = {
  organizationTypeId: 'type',
  name: 'name',
  shortName: 'short_name',
  description: 'description',
  phone: 'phone',
  'address.addressLine1': 'address_line_1',
  'address.addressLine2': 'address_line_2',
  'address.city': 'city',
  'address.state': 'state',
  'address.zip': 'zip',
  'address.country': 'country',
  imageUrl: 'image_url',
  parentId: 'parent',
  isTeam: 'is_team',
  isVenue: 'is_venue',
  isBoosterClub: 'is_booster_club',
  googleMapLink: 'google_map_link',
  websiteLink: 'website',
  ncesId: 'nces_id',
  schoolDistrictId: 'school_district_name',
  startDate: 'start_date',
  endDate: 'end_date',
};
export const columnOfField = (field: string) => FIELD_COLUMN[field] ?? field;

const TEXT_FIELDS = [
  'name',
  'shortName',
  'description',
  'phone',
  'imageUrl',
  'googleMapLink',
  'websiteLink',
  'ncesId',
] as const;
const FLAG_FIELDS = ['isTeam', 'isVenue', 'isBoosterClub'] as const;
const DATE_FIELDS = ['startDate', 'endDate'] as const;
const ADDRESS_FIELDS = ['addressLine1', 'addressLine2', 'city', 'state', 'zip', 'country'] as const;

const TRUE = new Set(['yes', 'y', 'true', '1', 'x']);
const FALSE = new Set(['', 'no', 'n', 'false', '0']);

/** Spreadsheets often turn 2026-08-01 into 8/1/2026; both are read. */
function isoDate(text: string): string {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  return us ? `${us[3]}-${us[1].padStart(2, '0')}-${us[2].padStart(2, '0')}` : text;
}

export interface ReadRow {
  /** The fields the file has columns for, validated like the form's (absent columns leave a field alone). */
  values: OrganizationCsvValues;
  typeName: string;
  parentRef: string | null;
  hasParentColumn: boolean;
  /** The district's title or code, matched by the plan; null empties it (with the column present). */
  districtRef: string | null;
  hasDistrictColumn: boolean;
  /** The address fields the file has columns for. */
  addressFields: Array<(typeof ADDRESS_FIELDS)[number]>;
  messages: string[];
}

/**
 * One CSV row → the organization fields it sets, with "column: message" for each bad cell. An empty cell sets
 * nothing (an update keeps the stored value) unless `blankClears`; the `-` mark empties the field.
 */
export function readRow(cells: Record<string, string>, blankClears = false): ReadRow {
  const messages: string[] = [];
  const has = (c: OrganizationCsvColumn) => c in cells && (cells[c] !== '' || blankClears);
  const cell = (c: OrganizationCsvColumn) => (cells[c] === ORGANIZATION_CSV_CLEAR ? '' : cells[c]);
  const raw: Record<string, unknown> = {};
  for (const f of TEXT_FIELDS) if (has(FIELD_COLUMN[f])) raw[f] = cell(FIELD_COLUMN[f]);
  for (const f of DATE_FIELDS) if (has(FIELD_COLUMN[f])) raw[f] = isoDate(cell(FIELD_COLUMN[f]));
  for (const f of FLAG_FIELDS) {
    const column = FIELD_COLUMN[f];
    if (!has(column)) continue;
    const v = cell(column).toLowerCase();
    if (TRUE.has(v)) raw[f] = true;
    else if (FALSE.has(v)) raw[f] = false;
    else messages.push(`${column}: use yes or no`);
  }
  const addressFields = ADDRESS_FIELDS.filter((f) => has(FIELD_COLUMN[`address.${f}`]));
  if (addressFields.length) {
    raw.address = Object.fromEntries(addressFields.map((f) => [f, cell(FIELD_COLUMN[`address.${f}`])]));
  }
  // Short name and ZIP may be empty cells here: the plan knows whether the row's organization needs them.
  const parsed = organizationCsvValuesSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      messages.push(`${columnOfField(issue.path.map(String).join('.'))}: ${issue.message}`);
    }
  }
  return {
    values: parsed.success ? parsed.data : {},
    // Checked by the plan: an update may keep its stored type.
    typeName: (cells.type ?? '').trim(),
    parentRef: has('parent') ? cell('parent').trim() || null : null,
    hasParentColumn: has('parent'),
    districtRef: has('school_district_name') ? cell('school_district_name').trim() || null : null,
    hasDistrictColumn: has('school_district_name'),
    addressFields,
    messages,
  };
}
