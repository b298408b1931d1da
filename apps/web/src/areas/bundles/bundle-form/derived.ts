import dayjs from 'dayjs';
import {
  academicYearStart,
  bundleProductPrices,
  bundleTitle,
  bundleTotals,
  toScaled,
  bundleEventMismatches,
  type BundleCriteria,
  type BundleLookups,
  type BundleMismatch,
  type BundleProductPrices,
} from '@phlox/contract';
import type { BundleFormValues } from './formValues';

/** A row's multiplier or discount may be mid-typing ("1."): priced only once it is a valid number. */
function validDecimal(v: string | undefined, scale: number): boolean {
  try {
    toScaled(String(v ?? ''), scale);
    return true;
  } catch {
    return false;
  }
}

/**
 * The live preview of what the server will derive (the same contract functions): each product's default and
 * total price, the bundle's price and total, and its built title.
 */
export function deriveBundle(v: Partial<BundleFormValues>, lookups: BundleLookups | undefined) {
  const activeEvents = (v.events ?? []).filter((e) => e.status).length;
  const priceOf = new Map((lookups?.products ?? []).map((p) => [p.id, p.price]));
  const products: Array<BundleProductPrices | null> = (v.products ?? []).map((p) =>
    p && validDecimal(p.multiplier, 3) && validDecimal(p.discount, 2) && Number(p.discount) <= 100
      ? bundleProductPrices(priceOf.get(p.productId) ?? 0, activeEvents, p.multiplier, p.discount)
      : null,
  );
  const totals = bundleTotals(products.filter((p): p is BundleProductPrices => p !== null));
  const year = v.startDate ? dayjs(v.startDate).year() : academicYearStart(v.academicYear);
  const title = bundleTitle({
    team: v.organizationName,
    level: lookups?.levels.find((l) => l.id === v.levelId)?.name,
    sport: lookups?.categories.find((c) => c.id === v.eventCategoryId)?.name,
    year,
    events: activeEvents,
  });
  return { activeEvents, products, totals, title };
}

/** What the pass asks of its games, as the form holds it now (names from the lookups, for the reasons). */
export function bundleCriteria(v: Partial<BundleFormValues>, lookups: BundleLookups | undefined): BundleCriteria {
  return {
    eventCategoryId: v.eventCategoryId ?? null,
    categoryName: lookups?.categories.find((c) => c.id === v.eventCategoryId)?.name ?? null,
    levelId: v.levelId ?? null,
    levelName: lookups?.levels.find((l) => l.id === v.levelId)?.name ?? null,
    gender: v.gender ?? null,
    organizationId: v.organizationId ?? null,
    organizationName: v.organizationName ?? null,
  };
}

/** Why each listed event does not match the pass (the same contract rule as the server); [] when it does. */
export function eventMismatches(v: Partial<BundleFormValues>, lookups: BundleLookups | undefined): BundleMismatch[][] {
  const criteria = bundleCriteria(v, lookups);
  return (v.events ?? []).map((e) => (e?.facts ? bundleEventMismatches(criteria, e.facts) : []));
}
