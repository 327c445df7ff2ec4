import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy* and waitFor return as soon as their condition holds, so a long limit costs a passing test
// nothing; Testing Library's default (1 s) is what failed on a busy machine (load ~8 on 2 cores),
// where a first render of a react-admin form can take longer than that. Everywhere, not only in CI:
// a developer's machine running a build is just as slow. Vitest's per-test limit for this project
// (vitest.config.ts) is longer still, so a condition that never holds is reported by Testing
// Library, with the DOM it searched, rather than by a bare test timeout.
configure({ asyncUtilTimeout: 10_000 });
