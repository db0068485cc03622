/** Wire types of the games domain, shared by the client and (type-only) the reference gateway. */
export {};
