/** Wire types of the member domain, shared by the client and (type-only) the reference gateway. */
export {};
