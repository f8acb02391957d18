/** Shared by the server page and the client grid, so both build the very same products query. */
export const PRODUCTS_PAGE_SIZE = 12;
