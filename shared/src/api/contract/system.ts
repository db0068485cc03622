/** Wire types of the system domain, shared by the client and (type-only) the reference gateway. */
export {};
