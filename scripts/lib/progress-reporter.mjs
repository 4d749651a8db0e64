// A Vitest reporter for scripts/test.mjs: one JSON line per event, appended to TEST_PROGRESS_FILE as it happens.
// The lane's watchdog reads the file's age to see that tests still finish, and the closing summary counts from it,
// so a runner that hangs can be stopped without losing what it had already finished (docs/testing.md).
import { appendFileSync } from 'node:fs';

export default class ProgressReporter {
  file = process.env.TEST_PROGRESS_FILE;

  write(event) {
    if (this.file) appendFileSync(this.file, `${JSON.stringify({ at: Date.now(), ...event })}\n`);
  }

  onTestRunStart(specifications) {
    this.write({ event: 'plan', files: specifications.map((s) => s.moduleId) });
  }

  onTestModuleStart(testModule) {
    this.write({ event: 'start', file: testModule.moduleId });
  }

  onTestCaseResult(testCase) {
    this.write({ event: 'test', file: testCase.module.moduleId });
  }

  onTestModuleEnd(testModule) {
    const tests = [...testModule.children.allTests()].map((t) => {
      const result = t.result();
      return { name: t.fullName, state: result.state, error: result.errors?.[0]?.message };
    });
    this.write({
      event: 'end',
      file: testModule.moduleId,
      state: testModule.state(),
      tests,
      errors: testModule.errors().map((e) => e.message),
      seconds: testModule.diagnostic().duration / 1000,
    });
  }
}
