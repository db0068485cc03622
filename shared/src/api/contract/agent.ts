/** Wire types of the agent domain, shared by the client and (type-only) the reference gateway. */
export {};
