/** Wire types of the wallet domain, shared by the client and (type-only) the reference gateway. */
export {};
