/**
 * "Show the token as a variable": the reference's samples carry a placeholder, ACCESS_TOKEN on this site (curl
 * already reads $ACCESS_TOKEN, as the guides' shell samples do); with this option each other language reads it from
 * the environment variable of that name instead, in that language's own syntax.
 * Only the exact shapes the sample generator (snippetz, plugins/api-reference/codeSamples.ts) writes are rewritten,
 * so any other code is left as it is: this adapts its output, which has no option for it. The tests in
 * tests/code/reference-code-samples.test.ts fail when the generator's output changes ("the token as a variable"
 * checks every language's rewrite) and parse every rewritten sample of the reference.
 */
type Rewrite = (code: string) => string;

const replace =
  (from: string, to: string): Rewrite =>
  (code) =>
    code.split(from).join(to);

/** The rewrites for the placeholder `token`, by sample language. */
const rewrites = (token: string): Record<string, Rewrite> => ({
  javascript: replace(`'Bearer ${token}'`, `\`Bearer \${process.env.${token}}\``),
  python: (code) =>
    code.includes(`"Bearer ${token}"`)
      ? replace(
          `"Bearer ${token}"`,
          `f"Bearer {os.environ['${token}']}"`,
        )(code.replace(/^import requests$/m, 'import os\nimport requests'))
      : code,
  java: replace(`"Bearer ${token}"`, `"Bearer " + System.getenv("${token}")`),
  kotlin: replace(`"Bearer ${token}"`, `"Bearer \${System.getenv("${token}")}"`),
  swift: replace(`"Bearer ${token}"`, `"Bearer \\(ProcessInfo.processInfo.environment["${token}"] ?? "")"`),
  go: (code) =>
    code.includes(`"Bearer ${token}"`)
      ? replace(
          `"Bearer ${token}"`,
          `"Bearer "+os.Getenv("${token}")`,
        )(/^\t"os"$/m.test(code) ? code : code.replace(/^import \($/m, 'import (\n\t"os"'))
      : code,
  csharp: replace(
    `new AuthenticationHeaderValue("Bearer", "${token}")`,
    `new AuthenticationHeaderValue("Bearer", Environment.GetEnvironmentVariable("${token}"))`,
  ),
});

/** The token placeholder `token` read from the environment variable of that name, in each sample language. */
export function tokenRewriter(token: string): (code: string, language: string) => string {
  const byLanguage = rewrites(token);
  return (code, language) => byLanguage[language]?.(code) ?? code;
}
