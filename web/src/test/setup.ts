import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// The first render in a file loads MUI and the feature's modules cold; on a loaded
// 2-core CI machine that alone can pass Testing Library's 1 s default for findBy*
// and waitFor. The wait only ends early on success, so a longer bound costs nothing
// when tests pass and still fails a test whose element never appears. 5 s was passed once on a
// cold clone (remote-companies' first test still on "Loading your account"), so 15 s. No
// test file sets its own: 22 files once set 3 s, which overrode this bound and failed CI.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
