/** Wire types of the session domain, shared by the client and (type-only) the reference gateway. */
export {};
