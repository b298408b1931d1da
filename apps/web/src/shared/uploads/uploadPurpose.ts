import { createContext, useContext } from 'react';
import type { ImageUploadRequest } from '@phlox/contract';

/** What uploads below are for: the server gives an upload link only to a caller who may change it. */
export type UploadPurpose = NonNullable<ImageUploadRequest['module']>;

const UploadPurposeContext = createContext<UploadPurpose | undefined>(undefined);

/** Wraps a form whose uploads are for `purpose` (a module, or `profile` for the caller's own page). */
export const UploadPurposeProvider = UploadPurposeContext.Provider;

export const useUploadPurpose = (): UploadPurpose | undefined => useContext(UploadPurposeContext);
