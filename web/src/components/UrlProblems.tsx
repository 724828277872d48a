// What a link asked for that the page could not honour, each parameter named (url-state.ts,
// lessons/route.ts, finalists/url.ts): shown above the page, which opened with defaults.
export function UrlProblems({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <div className="banner" role="alert" data-testid="url-problems">
      {problems.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </div>
  );
}
