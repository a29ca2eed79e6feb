//! A race between the offloaded run of a program and the same program in plain wasmtime.
//!
//! A program that a GPU cannot speed up (it is short, or its nests do not pay) should take
//! no longer than `wasmtime run`; but the analysis, the rewrite and the CUDA context cost time
//! before the first instruction, and a kernel that does not pay costs more. So the caller
//! also runs the original module unchanged in plain wasmtime from the start (the opponent:
//! `tensor-wasm run` starts itself with `--no-offload` as a child process), while the
//! offloaded run compiles and runs as usual. Whichever ends first is the program's run:
//!
//! - The offloaded run's stdout and stderr are held back while the race is on ([`Gates`],
//!   in [`Wasi::race`]). If it wins ([`Race::finish`]), the opponent is stopped and the held
//!   output is written, and from then on written through.
//! - If the opponent wins ([`Race::opponent_ended`]), the held output is dropped and the
//!   caller writes the opponent's.
//!
//! - While the offloaded run has risked nothing that could make it slower than plain wasmtime
//!   (it has started no device, launched nothing and spent little time deciding), it runs
//!   the same code plainly, and
//!   the opponent is only ahead by the analysis and the rewrite. Past [`QUIET_S`] of that the
//!   opponent is paused ([`Race::with_pause`]): two copies of a memory-bound program slow
//!   each other down. The first risk resumes it ([`Gates::risk`]). Where the analysis and
//!   rewrite took longer than [`MAX_PAUSED_LEAD_S`] ([`Race::running`]), it is not paused.
//!
//! Only programs whose effects outside the process are writes to stdout and stderr may race
//! ([`raceable`]): every import must be one of [`RACE_IMPORTS`] (no input, no files, no
//! sockets), and no folder may be preopened. Both runs then compute the same output, except
//! where the program reads the clock or random numbers, which differ from run to run anyway.
//! This module must not decide launches, and it must not let the loser's output out.

use crate::engine::Wasi;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, AtomicU8, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Instant;
use wasmtime_wasi::cli::{IsTerminal, StdoutStream};
use wasmtime_wasi::p2::{OutputStream, Pollable, StreamError};

/// The WASI preview 1 imports a racing program may have. None of them reads input, touches
/// a file or reaches another process: `fd_write`, `fd_seek`, `fd_close` and the `fd_*stat`
/// calls can only reach stdin, stdout and stderr (nothing else is open without `--dir`, and
/// `path_open` is not here), and a stream cannot seek.
pub const RACE_IMPORTS: &[&str] = &[
    "args_get",
    "args_sizes_get",
    "environ_get",
    "environ_sizes_get",
    "clock_res_get",
    "clock_time_get",
    "fd_close",
    "fd_fdstat_get",
    "fd_filestat_get",
    "fd_prestat_get",
    "fd_prestat_dir_name",
    "fd_seek",
    "fd_tell",
    "fd_write",
    "proc_exit",
    "random_get",
    "sched_yield",
];

/// The offloaded run takes the race before it ends once its launches have done this many
/// times the CPU work plain wasmtime can have done since the start ([`Gates::take_if_ahead`]),
/// plus [`LEAD_MARGIN_S`]: the opponent, a core busy with work that will be thrown away, then
/// stops, and output is no longer held.
pub const LEAD_FACTOR: f64 = 2.0;
pub const LEAD_MARGIN_S: f64 = 0.05;

/// How long the offloaded run goes on, having risked nothing, before the opponent is paused.
/// A program that ends sooner is raced throughout: there the opponent hides the analysis
/// and the rewrite (20-50 ms). Two runs of a memory-bound program side by side slowed each
/// other by 0.1-0.2 s on the H200 machine (conv2d at 8192 and vecadd, which launch nothing:
/// 1.15x and 1.07x of plain wasmtime in run 154), where this lead is all the opponent can
/// win by.
pub const QUIET_S: f64 = 0.25;

/// The opponent is paused only where the offloaded run began to run the program
/// ([`Race::running`]) within this many seconds of the start: its analysis and rewrite
/// (20-50 ms) are then all the opponent is ahead by. A module whose analysis takes longer
/// (PolyBench's fdtd-2d at -O2 -msimd128: 0.27 s) would wait out its whole lead paused
/// behind a run that launches nothing: 1.40 s against plain wasmtime's 1.15 s in run 188.
pub const MAX_PAUSED_LEAD_S: f64 = 0.1;

/// The most output the offloaded run holds back; past it, it takes the race (the opponent
/// is stopped) so that nothing is lost.
pub const MAX_HELD_BYTES: usize = 64 << 20;

/// Why `wasm` run with `wasi` may not race, or `Ok` when it may.
pub fn raceable(wasm: &[u8], wasi: &Wasi) -> Result<(), String> {
    if !wasi.dirs.is_empty() {
        return Err("a folder is preopened (--dir)".into());
    }
    if wasi.stdin.is_some() || wasi.capture_stdout || !wasi.inherit_stdio {
        return Err("its stdin or stdout is not the process's".into());
    }
    for payload in wasmparser::Parser::new(0).parse_all(wasm) {
        let payload = payload.map_err(|e| format!("the module does not parse: {e}"))?;
        if let wasmparser::Payload::ImportSection(imports) = payload {
            for import in imports.into_imports() {
                let import = import.map_err(|e| format!("the module does not parse: {e}"))?;
                if import.module != "wasi_snapshot_preview1" || !RACE_IMPORTS.contains(&import.name)
                {
                    return Err(format!(
                        "it imports {}::{}, which may reach outside the process",
                        import.module, import.name
                    ));
                }
            }
        }
    }
    Ok(())
}

/// Who won.
const NOBODY: u8 = 0;
const OPPONENT: u8 = 1;
const OFFLOADED: u8 = 2;

/// What a held stream does with the offloaded run's bytes.
enum Held {
    /// The race is on: keep them.
    Back(Vec<u8>),
    /// The offloaded run won: write them through.
    Through,
    /// The opponent won: drop them.
    Dropped,
}

/// State the offloaded run, the opponent's watcher and the caller share.
struct Shared {
    winner: AtomicU8,
    /// Stops the opponent, once.
    stop: Mutex<Option<Box<dyn FnOnce() + Send>>>,
    /// When the offloaded run won before it ended (seconds since the start) and why.
    early: Mutex<Option<(f64, String)>>,
    /// The offloaded run's stdout and stderr.
    held: [Mutex<Held>; 2],
    /// Where they go when it wins: the process's stdout and stderr.
    sinks: [Mutex<Box<dyn std::io::Write + Send>>; 2],
    /// Pausing the opponent while the offloaded run risks nothing.
    pause: Mutex<Pause>,
    /// The offloaded run started a device, launched or spent long deciding: the opponent
    /// runs from then on (read without the lock by every later [`Gates::risk`]).
    risked: AtomicBool,
    /// The most bytes each held stream keeps ([`MAX_HELD_BYTES`]).
    limit: usize,
    started: Instant,
    /// When the offloaded run began to run the program ([`Race::running`]).
    running: std::sync::OnceLock<Instant>,
}

/// Whether and when the opponent was paused ([`Race::with_pause`]): once at most, and
/// resumed at most once.
#[derive(Default)]
struct Pause {
    /// Pauses (`true`) or resumes (`false`) the opponent.
    ctl: Option<Box<dyn Fn(bool) + Send>>,
    /// When it was paused, and resumed.
    paused: Option<Instant>,
    resumed: Option<Instant>,
}

impl Shared {
    /// The opponent is paused if the offloaded run has risked nothing yet and the race is on.
    fn pause_if_quiet(&self) {
        let mut p = self.pause.lock().unwrap_or_else(|p| p.into_inner());
        // Read under the lock: a risk taken after this read resumes the pause below, since
        // `risk` takes the lock once after setting `risked`.
        if self.risked.load(Ordering::SeqCst) || self.winner.load(Ordering::SeqCst) != NOBODY {
            return;
        }
        // Only behind a run that started soon enough: the opponent's lead is then small.
        let soon = self
            .running
            .get()
            .is_some_and(|at| (*at - self.started).as_secs_f64() <= MAX_PAUSED_LEAD_S);
        if !soon {
            return;
        }
        if let Some(ctl) = &p.ctl {
            ctl(true);
            p.paused = Some(Instant::now());
        }
    }

    /// The offloaded run risks being slower than plain wasmtime from now on: the opponent
    /// runs (again). Only the first call does anything.
    fn risk(&self) {
        if self.risked.swap(true, Ordering::SeqCst) {
            return;
        }
        let mut p = self.pause.lock().unwrap_or_else(|p| p.into_inner());
        if p.paused.is_some() {
            if let Some(ctl) = &p.ctl {
                ctl(false);
            }
            p.resumed = Some(Instant::now());
        }
    }

    fn claim(&self, who: u8) -> bool {
        self.winner
            .compare_exchange(NOBODY, who, Ordering::SeqCst, Ordering::SeqCst)
            .is_ok()
    }

    /// The offloaded run won: stop the opponent, write what was held, then write through.
    fn open(&self) {
        if let Some(stop) = self.stop.lock().unwrap_or_else(|p| p.into_inner()).take() {
            stop();
        }
        for (i, held) in self.held.iter().enumerate() {
            let mut h = held.lock().unwrap_or_else(|p| p.into_inner());
            if let Held::Back(bytes) = std::mem::replace(&mut *h, Held::Through) {
                self.write_out(i, &bytes);
            }
        }
    }

    /// The offloaded run takes the race before it ends, because of `why`, if the race is
    /// still open.
    fn take(&self, why: String) {
        if self.claim(OFFLOADED) {
            let at = self.started.elapsed().as_secs_f64();
            *self.early.lock().unwrap_or_else(|p| p.into_inner()) = Some((at, why));
            self.open();
        }
    }

    /// Bytes the offloaded run wrote to stream `i` (0 stdout, 1 stderr).
    fn write(&self, i: usize, bytes: &[u8]) {
        let mut h = self.held[i].lock().unwrap_or_else(|p| p.into_inner());
        match &mut *h {
            Held::Back(kept) if kept.len() + bytes.len() <= self.limit => {
                kept.extend_from_slice(bytes);
            }
            Held::Back(kept) => {
                let held = kept.len() + bytes.len();
                drop(h);
                // Too much to hold: the offloaded run takes the race, if it is still open.
                self.take(format!(
                    "it had more than {held} bytes of output to hold back"
                ));
                self.write(i, bytes);
            }
            Held::Through => self.write_out(i, bytes),
            Held::Dropped => {}
        }
    }

    /// Writes to sink `i`, flushed.
    fn write_out(&self, i: usize, bytes: &[u8]) {
        let mut sink = self.sinks[i].lock().unwrap_or_else(|p| p.into_inner());
        let _ = sink.write_all(bytes);
        let _ = sink.flush();
    }
}

/// A race in progress, between the offloaded run (this process) and an opponent that the
/// caller runs and watches.
#[derive(Clone)]
pub struct Race {
    shared: Arc<Shared>,
}

/// The offloaded run's stdout and stderr while a race is on (in [`Wasi::race`]).
#[derive(Clone)]
pub struct Gates {
    shared: Arc<Shared>,
}

impl std::fmt::Debug for Gates {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Gates")
    }
}

impl Gates {
    /// The offloaded run's launches have done `launched_cpu_ns` of the CPU's work (the cost
    /// model's estimate): if that is [`LEAD_FACTOR`] times the time since the start plus
    /// [`LEAD_MARGIN_S`], plain wasmtime cannot have done as much, and the offloaded run
    /// takes the race. What is left of the program is no slower offloaded than plain: a
    /// launch goes ahead only where the cost model says it pays.
    pub fn take_if_ahead(&self, launched_cpu_ns: f64) {
        let s = &self.shared;
        if s.winner.load(Ordering::SeqCst) != NOBODY {
            return;
        }
        let elapsed = s.started.elapsed().as_secs_f64();
        let work = launched_cpu_ns * 1e-9;
        if work > LEAD_FACTOR * elapsed + LEAD_MARGIN_S {
            s.take(format!(
                "its launches had done {work:.3} s of the CPU's work"
            ));
        }
    }

    /// The offloaded run is about to do what may make it slower than plain wasmtime: make a
    /// device context, or launch. A paused opponent resumes, and none is paused from now on.
    pub fn risk(&self) {
        self.shared.risk();
    }

    /// The stream the offloaded run sees as stdout (0) or stderr (1).
    pub(crate) fn stream(&self, i: usize) -> HeldStream {
        HeldStream {
            shared: self.shared.clone(),
            i,
        }
    }
}

impl Race {
    /// A race whose opponent `stop` ends (called at most once, when the offloaded run wins);
    /// the offloaded run's output goes to this process's stdout and stderr.
    pub fn new(stop: Box<dyn FnOnce() + Send>) -> Race {
        Race::with_sinks(
            stop,
            [Box::new(std::io::stdout()), Box::new(std::io::stderr())],
            MAX_HELD_BYTES,
        )
    }

    /// A race whose offloaded run writes its stdout and stderr to `sinks` when it wins,
    /// holding back at most `limit` bytes of each before.
    pub fn with_sinks(
        stop: Box<dyn FnOnce() + Send>,
        sinks: [Box<dyn std::io::Write + Send>; 2],
        limit: usize,
    ) -> Race {
        let [out, err] = sinks;
        Race {
            shared: Arc::new(Shared {
                winner: AtomicU8::new(NOBODY),
                stop: Mutex::new(Some(stop)),
                early: Mutex::new(None),
                held: [
                    Mutex::new(Held::Back(Vec::new())),
                    Mutex::new(Held::Back(Vec::new())),
                ],
                sinks: [Mutex::new(out), Mutex::new(err)],
                pause: Mutex::new(Pause::default()),
                risked: AtomicBool::new(false),
                limit,
                started: Instant::now(),
                running: std::sync::OnceLock::new(),
            }),
        }
    }

    /// Lets the race pause the opponent with `ctl(true)` and resume it with `ctl(false)`:
    /// [`QUIET_S`] after the start, if the offloaded run has risked nothing ([`Gates::risk`])
    /// and the race is still on, the opponent is paused until the first risk.
    pub fn with_pause(self, ctl: Box<dyn Fn(bool) + Send>) -> Race {
        self.shared
            .pause
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .ctl = Some(ctl);
        let shared = Arc::downgrade(&self.shared);
        let due = self.shared.started + std::time::Duration::from_secs_f64(QUIET_S);
        // Without a thread the opponent is never paused: the race is as before.
        let _ = std::thread::Builder::new()
            .name("race-pause".into())
            .spawn(move || {
                std::thread::sleep(due.saturating_duration_since(Instant::now()));
                if let Some(shared) = shared.upgrade() {
                    shared.pause_if_quiet();
                }
            });
        self
    }

    /// The offloaded run begins to run the program (its analysis, rewrite and instantiation
    /// done): the opponent may be paused at [`QUIET_S`] only where this came within
    /// [`MAX_PAUSED_LEAD_S`] of the start. Only the first call counts.
    pub fn running(&self) {
        let _ = self.shared.running.set(Instant::now());
    }

    /// When the opponent was paused (seconds since the start) and for how many seconds (a
    /// pause still on counts up to now), if it was.
    pub fn paused(&self) -> Option<(f64, f64)> {
        let p = self.shared.pause.lock().unwrap_or_else(|p| p.into_inner());
        let at = p.paused?;
        let until = p.resumed.unwrap_or_else(Instant::now);
        Some((
            (at - self.shared.started).as_secs_f64(),
            (until - at).as_secs_f64(),
        ))
    }

    /// What the offloaded run's [`Wasi`] needs to hold its output back.
    pub fn gates(&self) -> Gates {
        Gates {
            shared: self.shared.clone(),
        }
    }

    /// The opponent ended: `true` when it won (the offloaded run's held output is dropped;
    /// the caller writes the opponent's and ends the process), `false` when the offloaded
    /// run had already won.
    pub fn opponent_ended(&self) -> bool {
        if !self.shared.claim(OPPONENT) {
            return false;
        }
        for held in &self.shared.held {
            *held.lock().unwrap_or_else(|p| p.into_inner()) = Held::Dropped;
        }
        true
    }

    /// The offloaded run ended. `true`: it won; the opponent is stopped and the held output
    /// written. `false`: the opponent won, and its watcher is ending the process: the caller
    /// must write nothing more and wait.
    pub fn finish(&self) -> bool {
        if self.shared.claim(OFFLOADED) {
            self.shared.open();
            true
        } else {
            self.shared.winner.load(Ordering::SeqCst) == OFFLOADED
        }
    }

    /// When the offloaded run took the race before it ended (seconds since the start), and
    /// why.
    pub fn decided_early(&self) -> Option<(f64, String)> {
        self.shared
            .early
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .clone()
    }

    /// Seconds since the race started.
    pub fn elapsed(&self) -> f64 {
        self.shared.started.elapsed().as_secs_f64()
    }
}

/// The offloaded run's stdout (`i` 0) or stderr (1) while a race is on; a terminal where
/// the process's stream is one (the program sees the same `isatty`).
#[derive(Clone)]
pub(crate) struct HeldStream {
    shared: Arc<Shared>,
    i: usize,
}

impl IsTerminal for HeldStream {
    fn is_terminal(&self) -> bool {
        if self.i == 0 {
            std::io::IsTerminal::is_terminal(&std::io::stdout())
        } else {
            std::io::IsTerminal::is_terminal(&std::io::stderr())
        }
    }
}

impl StdoutStream for HeldStream {
    fn p2_stream(&self) -> Box<dyn OutputStream> {
        Box::new(self.clone())
    }
    fn async_stream(&self) -> Box<dyn tokio::io::AsyncWrite + Send + Sync> {
        Box::new(self.clone())
    }
}

#[wasmtime_wasi::async_trait]
impl Pollable for HeldStream {
    async fn ready(&mut self) {}
}

impl OutputStream for HeldStream {
    fn write(&mut self, bytes: bytes::Bytes) -> Result<(), StreamError> {
        self.shared.write(self.i, &bytes);
        Ok(())
    }
    fn flush(&mut self) -> Result<(), StreamError> {
        Ok(())
    }
    fn check_write(&mut self) -> Result<usize, StreamError> {
        Ok(1 << 20)
    }
}

impl tokio::io::AsyncWrite for HeldStream {
    fn poll_write(
        self: Pin<&mut Self>,
        _cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<std::io::Result<usize>> {
        self.shared.write(self.i, buf);
        Poll::Ready(Ok(buf.len()))
    }
    fn poll_flush(self: Pin<&mut Self>, _cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Poll::Ready(Ok(()))
    }
    fn poll_shutdown(self: Pin<&mut Self>, _cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Poll::Ready(Ok(()))
    }
}
