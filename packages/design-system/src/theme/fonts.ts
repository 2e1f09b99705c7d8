/** The Inter weights fonts.css declares. */
const weights = [400, 500, 600, 700] as const;

/**
 * Resolves once every Inter weight is loaded. Text paints in the fallback font until then
 * (`font-display: swap`), so screenshot tests wait on it; users do not.
 */
export async function fontsReady(): Promise<void> {
  await Promise.all(weights.map((weight) => document.fonts.load(`${String(weight)} 16px Inter`)));
  await document.fonts.ready;
}
