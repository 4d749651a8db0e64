import { createContext, useContext } from 'react';

/**
 * The shop every island on the page belongs to. The server's store layout provides it and the browser's hydration
 * reads it from <body data-store-id>, so islands need not carry it in their props, once per island.
 */
export const StoreIdContext = createContext('');

export const useStoreId = (): string => useContext(StoreIdContext);
