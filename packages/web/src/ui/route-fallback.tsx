/** What a lazily loaded screen shows while its code arrives. */
export function RouteFallback() {
  return (
    <p className="muted route-fallback" role="status">
      Loading…
    </p>
  );
}
