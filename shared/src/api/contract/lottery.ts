/** Wire types of the lottery domain, shared by the client and (type-only) the reference gateway. */
export {};
