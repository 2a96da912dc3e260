// How the tests read answers and payloads: loosely, by path. Their shape is checked another way, by
// validating each against its schema in the contract (tests/sandbox/support.ts), so a test can read
// any field of one without first narrowing it.
export type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
