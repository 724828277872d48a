// A configuration with no simulator yet: built here, on the server that serves the lab (npm
// start), with its progress and a Stop, then loaded and run; or, on a static host that cannot
// build, the command that builds it (../sim/build-service.ts).
import { buildFraction, describeBuild, inProgress, type OnDemand } from '../sim/build-service';

interface Props {
  configId: string;
  onDemand: OnDemand;
}

export function BuildOnDemand({ configId, onDemand }: Props) {
  const { available, build, error } = onDemand;
  const command = <code>npm run model -- {configId}</code>;
  if (available === null) return null;
  if (!available)
    return (
      <p className="note error" role="alert" data-testid="build-on-demand">
        No simulator of {configId} is built, and this page is served as a static site, which cannot build one. Build it
        where the lab is installed with {command}, or open the lab from <code>npm start</code>, which builds what the
        page asks for.
      </p>
    );
  const running = inProgress(build);
  const fraction = build ? buildFraction(build) : null;
  return (
    <div className="build-on-demand" data-testid="build-on-demand" aria-live="polite">
      {!build || build.state === 'stopped' || build.state === 'failed' ? (
        <p className="note">
          No simulator of {configId} is built yet. This server can build it now from the RTL, as {command} does
          (Verilator, then Emscripten), and run it here when it lands.
        </p>
      ) : null}
      {build && (
        <p
          className={build.state === 'failed' ? 'note error' : 'note'}
          role={build.state === 'failed' ? 'alert' : 'status'}
          data-testid="build-status"
        >
          {describeBuild(build)}
        </p>
      )}
      {running && (
        <progress
          data-testid="build-progress"
          max={1}
          {...(fraction === null ? {} : { value: fraction })}
          aria-label={`Building ${configId}`}
        />
      )}
      <div className="actions">
        {running ? (
          <button type="button" onClick={onDemand.stop} data-testid="build-stop">
            Stop
          </button>
        ) : build?.state === 'ready' ? null : (
          <button type="button" className="primary" onClick={onDemand.start} data-testid="build-start">
            {build?.state === 'failed' ? 'Try again' : 'Build and run'}
          </button>
        )}
      </div>
      {error && (
        <p className="note error" role="alert" data-testid="build-error">
          {error}
        </p>
      )}
    </div>
  );
}
