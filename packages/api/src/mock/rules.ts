// Placeholder until @site/validation lands on main; then the mock uses its rule directly.
export function isValidPassword(password: string): boolean {
  const classes = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{L}\p{N}]/u].filter((re) => re.test(password)).length;
  return Array.from(password).length >= 8 && classes >= 2;
}
