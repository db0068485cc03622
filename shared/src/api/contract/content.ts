/** Wire types of the content domain, shared by the client and (type-only) the reference gateway. */
export {};
