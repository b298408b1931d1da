import { expect, test, type Page } from '@playwright/test';
import { apiCall, chooseOption, confirmDelete } from './commerce';
import { unique } from './helpers';

interface Product {
  id: number;
  name: string;
  price: number;
}
interface Category {
  id: number;
  name: string;
}

async function createCategory(page: Page, name = unique('Cat')) {
  return apiCall<Category>(page, 'POST', '/api/product-categories', { name });
}
async function createProduct(page: Page, price = 1500, category?: Category) {
  const productCategoryId = (category ?? (await createCategory(page))).id;
  return apiCall<Product>(page, 'POST', '/api/products', { name: unique('Product'), price, productCategoryId });
}

test('add a product: price typed in dollars, listed as money, back on the list', async ({ page }) => {
  const category = await createCategory(page);
  const name = unique('Canvas');
  await page.goto('/products');
  await expect(page.getByText(/^Showing \d+ Products?$/)).toBeVisible();
  await page.getByRole('button', { name: 'Add product' }).first().click();
  await expect(page).toHaveURL(/\/products\/add-product$/);
  await expect(page).toHaveTitle('Phlox Admin | Products');
  await expect(page.getByRole('heading', { name: 'Add product' })).toBeVisible();

  // Nothing filled in: every field says what it needs.
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByText('Enter a name')).toBeVisible();
  await expect(page.getByText('Choose a product category')).toBeVisible();
  await expect(page.getByText('Enter a price')).toBeVisible();

  await page.getByLabel('Name').fill(name);
  await chooseOption(page, 'Product category', category.name);
  await page.getByRole('textbox', { name: 'Price' }).fill('1,234.5');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/products') && r.request().method() === 'POST');
  await page.getByLabel('Name').press('Control+Enter');
  // The toast first: it lasts 3 s.
  await expect(page.getByText(`Product “${name}” added`)).toBeVisible();
  expect(((await (await created).json()) as { data: Product }).data.price).toBe(123450);
  await expect(page).toHaveURL(/\/products$/);

  await page.getByRole('searchbox').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('$1,234.50');
  await expect(row).toContainText(category.name);
});

test('edit a product: returns to the filtered list, and the history shows the price in dollars', async ({ page }) => {
  const product = await createProduct(page, 1999);
  await page.goto(`/products?q=${encodeURIComponent(product.name)}&sort=-price`);
  await page.getByRole('link', { name: product.name }).click();
  await expect(page).toHaveURL(new RegExp(`/products/edit-product/${product.id}$`));
  await expect(page.getByRole('textbox', { name: 'Price' })).toHaveValue('19.99');
  await page.getByRole('textbox', { name: 'Price' }).fill('24.99');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Product “${product.name}” saved`)).toBeVisible();
  // Back to the list exactly as it was searched and sorted.
  await expect(page).toHaveURL(new RegExp(`/products\\?q=.+&sort=-price$`));
  await expect(page.getByRole('row', { name: new RegExp(product.name) })).toContainText('$24.99');

  await page.getByRole('link', { name: product.name }).click();
  await expect(page.getByText('changed Price from “$19.99” to “$24.99”')).toBeVisible();
});

test('delete a product after a confirmation naming it', async ({ page }) => {
  const product = await createProduct(page);
  await page.goto(`/products?q=${encodeURIComponent(product.name)}`);
  await page.getByRole('button', { name: `Delete ${product.name}` }).click();
  await confirmDelete(page, `Delete product “${product.name}”?`);
  await expect(page.getByText(`Product “${product.name}” deleted`)).toBeVisible();
  await expect(page.getByText('No products match these filters')).toBeVisible();
});

test('a product sold by events cannot be deleted, and says why', async ({ page }) => {
  // The demo's events sell "Digital Download".
  await page.goto('/products?q=Digital%20Download');
  await page.getByRole('button', { name: 'Delete Digital Download' }).click();
  await confirmDelete(page, 'Delete product “Digital Download”?');
  const refusal = page.getByRole('dialog', { name: 'Product “Digital Download” was not deleted' });
  await expect(refusal.getByRole('listitem').first()).toHaveText(/^\d+ events?: “/);
  await refusal.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('row', { name: /Digital Download/ })).toBeVisible();
});

test('filter products by category through the URL', async ({ page }) => {
  const category = await createCategory(page);
  const product = await createProduct(page, 1500, category);
  const other = await createProduct(page);
  await page.goto('/products');
  await chooseOption(page, 'Product category', category.name);
  await expect(page).toHaveURL(new RegExp(`productCategoryId=${category.id}`));
  await expect(page.getByText('Showing 1 Product', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(product.name) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(other.name) })).toBeHidden();
});

test('product categories: add, edit, delete on their tab; one in use cannot be deleted', async ({ page }) => {
  const name = unique('Frames');
  await page.goto('/products');
  await page.getByRole('tab', { name: 'Product categories' }).click();
  await expect(page).toHaveURL(/tab=categories/);
  await page.getByRole('button', { name: 'Add product category' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add product category' });
  await add.getByLabel('Name').fill(name);
  await add.getByRole('button', { name: 'Add product category' }).click();
  await expect(page.getByText(`Product category “${name}” added`)).toBeVisible();
  await expect(add).toBeHidden();

  await page.getByRole('searchbox').fill(name);
  await expect(page.getByText('Showing 1 Product category', { exact: true })).toBeVisible();
  await page.getByRole('link', { name }).click();
  const edit = page.getByRole('dialog', { name: 'Edit product category' });
  await edit.getByLabel('Description').fill('Framed prints');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Product category “${name}” saved`)).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Framed prints');

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await confirmDelete(page, `Delete product category “${name}”?`);
  await expect(page.getByText(`Product category “${name}” deleted`)).toBeVisible();

  // The demo's "Prints" category holds products.
  await page.getByRole('searchbox').fill('Prints');
  await expect(page.getByText('Showing 1 Product category', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Prints' }).click();
  await confirmDelete(page, 'Delete product category “Prints”?');
  const refusal = page.getByRole('dialog', { name: 'Product category “Prints” was not deleted' });
  await expect(refusal.getByRole('listitem').first()).toHaveText(/^\d+ products?: “/);
});
