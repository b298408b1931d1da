// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthUser } from '@phlox/contract';
import { useAuthStore } from '../auth/authStore';
import { useItemPage } from './useItemPage';

/** The products page's reading of `url` (add or edit route), signed in with `tier` on products. */
function openPage(url: string, tier: 'view' | 'manage') {
  useAuthStore.setState({ user: { permissions: { products: tier } } as unknown as AuthUser });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/products/add-product" element={children} />
        <Route path="/products/edit-product/:productId" element={children} />
      </Routes>
    </MemoryRouter>
  );
  return renderHook(() => useItemPage({ param: 'productId', module: 'products', listPath: '/products' }), { wrapper })
    .result.current;
}

afterEach(cleanup);

describe('item page', () => {
  it('has no id on the add route, the number on the edit route, null for an id that cannot be one', () => {
    expect(openPage('/products/add-product', 'manage').id).toBeUndefined();
    expect(openPage('/products/edit-product/12', 'manage').id).toBe(12);
    expect(openPage('/products/edit-product/abc', 'manage').id).toBeNull();
    expect(openPage('/products/edit-product/0', 'manage').id).toBeNull();
  });

  it('may manage only with the module’s manage tier', () => {
    expect(openPage('/products/edit-product/12', 'manage').canManage).toBe(true);
    expect(openPage('/products/edit-product/12', 'view').canManage).toBe(false);
  });
});
