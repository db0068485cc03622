// The jest-dom matchers (toBeInTheDocument, toHaveTextContent ...) that the jest preset installs, typed for tsc.
/// <reference types="@testing-library/jest-dom" />
