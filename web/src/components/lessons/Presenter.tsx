// Presenter mode: one section a slide in large type, revealed block by block from the
// keyboard or a presentation clicker (→, PageDown, Space on; ←, PageUp back; Home, End),
// full screen on request, and a share link with a QR code that opens the same section, with
// the same live configurations, on the students' machines.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Lesson } from '../../lessons/schema';
import { move, presenterKey, presenterSteps, slideScrollTop } from '../../lessons/presenter';
import { labHref, lessonHref } from '../../lessons/route';
import { modeNameOf } from '../../mode-names';
import { InlineText, LessonBlock } from './Blocks';
import { useLessonEnv } from './context';
import { QrCode } from './QrCode';
import { isLocalHost } from '../../url-state';

export function Presenter({ lesson, start, banner }: { lesson: Lesson; start: number; banner?: ReactNode }) {
  const { navigate } = useLessonEnv();
  const steps = presenterSteps(lesson);
  const [step, setStep] = useState(Math.min(steps.length, Math.max(1, start)) - 1);
  const [sharing, setSharing] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const current = useRef<HTMLDivElement>(null);
  const { section, shown } = steps[step];
  const slide = lesson.sections[section];
  const shareUrl = new URL(
    lessonHref({ kind: 'lesson', slug: lesson.slug, section: slide.id, present: null }),
    window.location.href,
  ).href;

  useEffect(() => {
    window.history.replaceState(
      null,
      '',
      lessonHref({ kind: 'lesson', slug: lesson.slug, section: null, present: step + 1 }),
    );
    // A slide opens at its heading; a later step brings its block into view under the toolbar,
    // and keeps it there while the blocks above it grow (a live widget that has just loaded).
    const scroller = root.current;
    const block = current.current;
    if (!scroller || !block) return;
    const reveal = () => {
      const offset = scroller.getBoundingClientRect().top - scroller.scrollTop;
      const box = block.getBoundingClientRect();
      scroller.scrollTop = slideScrollTop({
        scrollTop: scroller.scrollTop,
        height: scroller.clientHeight,
        bar: bar.current?.offsetHeight ?? 0,
        blockTop: box.top - offset,
        blockBottom: box.bottom - offset,
        opensSlide: shown === 1,
      });
    };
    reveal();
    if (shown === 1 || !block.parentElement) return;
    const observer = new ResizeObserver(reveal);
    observer.observe(block.parentElement);
    return () => observer.disconnect();
  }, [lesson.slug, step, shown]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  function toggleFullscreen() {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void root.current?.requestFullscreen?.().catch(() => undefined);
  }

  function exit() {
    if (document.fullscreenElement) void document.exitFullscreen();
    navigate({ kind: 'lesson', slug: lesson.slug, section: slide.id, present: null });
  }

  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      const target = e.target as HTMLElement | null;
      if (target && (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.isContentEditable)) return;
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const action = presenterKey(e.key, e.shiftKey);
      if (action) {
        e.preventDefault();
        setStep((s) => move(s, steps.length, action));
      } else if (e.key === 'f') {
        e.preventDefault();
        toggleFullscreen();
      } else if (e.key === 'Escape' && !document.fullscreenElement) {
        if (sharing) setSharing(false);
        else exit();
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <div className="presenter" ref={root} data-testid="presenter" data-step={step + 1}>
      <div className="presenter-bar" ref={bar}>
        <span className="presenter-title">{lesson.title}</span>
        <span className="presenter-position" aria-live="polite" data-testid="presenter-position">
          Slide {section + 1}/{lesson.sections.length} · step {step + 1}/{steps.length}
        </span>
        <button
          type="button"
          onClick={() => setStep((s) => move(s, steps.length, 'previous'))}
          disabled={step === 0}
          aria-keyshortcuts="ArrowLeft PageUp"
          data-testid="presenter-previous"
        >
          ← Back
        </button>
        <button
          type="button"
          onClick={() => setStep((s) => move(s, steps.length, 'next'))}
          disabled={step === steps.length - 1}
          aria-keyshortcuts="ArrowRight PageDown Space"
          data-testid="presenter-next"
        >
          Next →
        </button>
        <button
          type="button"
          onClick={toggleFullscreen}
          aria-keyshortcuts="f"
          aria-pressed={fullscreen}
          data-testid="presenter-fullscreen"
        >
          {fullscreen ? 'Leave full screen' : 'Full screen'}
        </button>
        <button
          type="button"
          onClick={() => setSharing((s) => !s)}
          aria-expanded={sharing}
          data-testid="presenter-share"
        >
          Share
        </button>
        <button type="button" className="secondary" onClick={exit} data-testid="presenter-exit">
          Exit
        </button>
      </div>
      {banner}
      {sharing && (
        <aside className="share" aria-label="Share this section" data-testid="share-panel">
          <QrCode text={shareUrl} size={280} />
          <div>
            <p>
              Scan or open this link to follow on your own machine: the same section, with the same live configurations.
            </p>
            <p>
              <a href={shareUrl} className="share-url" data-testid="share-url">
                {shareUrl}
              </a>
            </p>
            {isLocalHost(window.location.hostname) && (
              <p className="note warn" role="note" data-testid="share-localhost">
                This link and its QR code point at {window.location.host}, this computer: the class&apos;s devices
                cannot open them. Serve the lab where they can reach it (<code>npm start -- --host 0.0.0.0</code>, then
                open the lesson at one of the addresses it prints).
              </p>
            )}
            <p className="note">
              The lab on this lesson&apos;s configuration:{' '}
              <a href={new URL(labHref(lesson.lab.config, lesson.lab.mode), window.location.href).href}>
                {lesson.lab.config}
                {lesson.lab.mode ? ` (${modeNameOf(lesson.lab.mode, lesson.lab.config)})` : ''}
              </a>
            </p>
          </div>
        </aside>
      )}
      <section className="slide" aria-labelledby="slide-title">
        <h2 id="slide-title" data-testid="slide-title">
          <InlineText nodes={slide.title} />
        </h2>
        {slide.blocks.slice(0, shown).map((b, i) => (
          <div
            key={`${section}-${i}`}
            ref={i === shown - 1 ? current : undefined}
            className={i === shown - 1 ? 'reveal current' : 'reveal'}
            data-testid="slide-block"
          >
            <LessonBlock block={b} slug={lesson.slug} />
          </div>
        ))}
      </section>
      <p className="presenter-help">→, PageDown or Space: next · ←, PageUp: back · f: full screen · Esc: leave</p>
    </div>
  );
}
