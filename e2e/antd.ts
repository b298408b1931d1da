import { expect, type Locator, type Page } from '@playwright/test';

/*
 * Ant Design's widgets, found by AntD's own CSS classes: the one file of the e2e tests that knows them. Where a
 * widget has no role or label to find it by, the tests ask here, so an AntD upgrade that renames a class is mended
 * in one place.
 */

/** The dropdown of the antd Select that is open now (the closed ones stay in the page, hidden). */
export function selectDropdown(page: Page): Locator {
  return page.locator('.ant-select-dropdown:visible');
}

/** The options holding `text` in the open Select dropdown. */
export function selectOptions(page: Page, text: string): Locator {
  return page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text });
}

/** Every disabled Select option in the page (an option the picker shows but will not take). */
export function disabledSelectOptions(page: Page): Locator {
  return page.locator('.ant-select-item-option-disabled');
}

/**
 * Picks `option` of the antd Select whose combobox is `box`: opens it, types `typed` when it is searchable (its
 * option list is virtual: a far option is not in the page until the search narrows the list) and clicks the option
 * by its title. The caller checks what the choice did (the value shown, a row added, the address).
 */
export async function pickOption(
  page: Page,
  box: Locator,
  option: string | RegExp,
  typed = typeof option === 'string' ? option : '',
): Promise<void> {
  if ((await box.getAttribute('aria-expanded')) !== 'true') await box.click();
  if (typed && (await box.isEditable())) await box.fill(typed);
  await selectDropdown(page).getByTitle(option, { exact: true }).first().click();
}

/** The antd Select that holds `box` (its search box or combobox, found by label). */
export function selectHolding(page: Page, box: Locator): Locator {
  return page.locator('.ant-select').filter({ has: box });
}

/** What a Select shows as chosen: its first selected item (or the content of a single select). */
export function selectedValue(select: Locator): Locator {
  return select.locator('.ant-select-selection-item, .ant-select-content').first();
}

/** The ✕ that removes the tag holding `text` from a multiple Select. */
export function selectedTagRemover(page: Page, text: string): Locator {
  return page.locator('.ant-select-selection-item', { hasText: text }).locator('.ant-select-selection-item-remove');
}

/** The date picker panel that is open now. */
export function pickerDropdown(page: Page): Locator {
  return page.locator('.ant-picker-dropdown:visible');
}

/** The OK button of the open date picker panel (a picker with a time needs it to take the value). */
export function pickerOkButton(page: Page): Locator {
  return page.locator('.ant-picker-dropdown:visible .ant-picker-ok button');
}

/** The Popconfirm popover (e.g. "Delete level “…”?" with its Delete button). */
export function popconfirm(page: Page): Locator {
  return page.locator('.ant-popconfirm');
}

/** The validation errors holding `text` shown under the form fields inside `scope`. */
export function formErrors(scope: Page | Locator, text: string): Locator {
  return scope.locator('.ant-form-item-explain-error', { hasText: text });
}

/** The notification toasts (top right) holding `text`, e.g. a background job's outcome. */
export function notifications(page: Page, text: string): Locator {
  return page.locator('.ant-notification-notice').filter({ hasText: text });
}

/** The Cards of the page, optionally only those holding `hasText`. */
export function cards(page: Page, filter?: { hasText?: string }): Locator {
  return page.locator('.ant-card', filter);
}

/** The Timeline of the page (an item's history). */
export function timeline(page: Page): Locator {
  return page.locator('.ant-timeline');
}

/** Waits until a modal dialog has opened: no longer zooming in (for a screenshot of it). */
export async function expectModalOpened(dialog: Locator): Promise<void> {
  await expect(dialog).not.toHaveClass(/ant-zoom/);
}

/** Expects a Pagination item (e.g. the list item named "2") to be the current page. */
export async function expectCurrentPageItem(item: Locator): Promise<void> {
  await expect(item).toHaveClass(/ant-pagination-item-active/);
}
