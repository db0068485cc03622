// The jest-dom matchers (toBeInTheDocument, toHaveAttribute ...) that the jest preset installs, typed for tsc.
/// <reference types="@testing-library/jest-dom" />
