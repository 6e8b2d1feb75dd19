import { Trans } from '@lingui/react/macro';

/** A clearly labelled screen for routes a later issue builds. */
export function NotBuiltYet({ screen }: { screen: string }) {
  return (
    <section className="screen" aria-labelledby="not-built-title">
      <h1 id="not-built-title">{screen}</h1>
      <p role="status">
        <Trans>This screen is not built yet.</Trans>
      </p>
    </section>
  );
}
