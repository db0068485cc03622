/** Wire types of the verification domain, shared by the client and (type-only) the reference gateway. */
export {};
